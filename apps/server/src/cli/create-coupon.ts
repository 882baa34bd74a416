/**
 * npm run create-coupon -- --code SPRING --discount 20 [--expires 2030-01-01] [--max 100]
 *
 * Creates a coupon in the database the server uses (DATABASE_URL, else PGlite under DATA_DIR;
 * stop an embedded server first). The admin screens will do the same from the browser.
 */
import { parseArgs } from 'node:util';
import { couponCodeSchema, discountPercentSchema } from '@codeflow/contracts';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createCoupon } from '../features/billing/coupons';
import { migrationsFolder } from '../paths';

const usage =
  'Usage: npm run create-coupon -- --code <CODE> --discount <1-100> [--expires <ISO date>] [--max <redemptions>]';

const argsSchema = z.object({
  code: couponCodeSchema,
  discount: z.coerce.number().pipe(discountPercentSchema),
  expires: z.iso.date().or(z.iso.datetime()).optional(),
  max: z.coerce.number().int().min(1).optional(),
});

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        code: { type: 'string' },
        discount: { type: 'string' },
        expires: { type: 'string' },
        max: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const args = argsSchema.safeParse(values);
  if (!args.success) {
    const issue = args.error.issues[0];
    console.error(`--${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid'}\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder,
  });
  try {
    const coupon = await createCoupon(database.db, {
      code: args.data.code,
      discountPercent: args.data.discount,
      expiresAt: args.data.expires ? new Date(args.data.expires) : null,
      maxRedemptions: args.data.max ?? null,
    });
    if (!coupon) {
      console.error(`A coupon ${args.data.code} exists already.`);
      return 1;
    }
    console.log(`Created coupon ${coupon.code} (${coupon.discountPercent} % off).`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `create-coupon failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
