/**
 * Test set-up shared by the billing suites: a fresh database of one driver, the real outbox
 * mailer in a temporary folder, and BillingDeps around a chosen provider.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SubscriptionTier } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db, DriverName } from '../../db/database';
import { users } from '../../db/schema/index';
import { OutboxMailer } from '../../email/outboxMailer';
import { readOutbox, type OutboxEmail } from '../../email/readOutbox';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { createUser, type AuthUser } from '../auth/users';
import type { BillingDeps } from './billingDeps';
import type { PaymentProvider } from './paymentProvider';

const silent = { info: () => undefined };

export type BillingKit = {
  db: Db;
  dataDir: string;
  deps: (provider: PaymentProvider, now?: () => Date) => BillingDeps;
  /** user ids passed to onTierChanged, in order */
  tierChanges: string[];
  outbox: () => Promise<OutboxEmail[]>;
  user: (tier?: SubscriptionTier, expiry?: Date | null) => Promise<AuthUser>;
  reload: (userId: string) => Promise<AuthUser>;
};

export function useBillingKit(driver: DriverName): () => BillingKit {
  let testDb: TestDatabase | undefined;
  let kit: BillingKit | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
    const db = testDb.database.db;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'codeflow-billing-'));
    const mailer = new OutboxMailer(dataDir, silent);
    const tierChanges: string[] = [];
    kit = {
      db,
      dataDir,
      tierChanges,
      deps: (provider, now) => ({
        db,
        provider,
        mailer,
        onTierChanged: (userId) => tierChanges.push(userId),
        publicUrl: 'http://localhost:3000',
        ...(now ? { now } : {}),
      }),
      outbox: () => readOutbox(dataDir),
      user: async (tier = 'free', expiry = null) => {
        const user = await createUser(db, {
          email: `buyer-${randomBytes(6).toString('hex')}@example.com`,
          fullName: 'Buyer',
          subscriptionTier: tier,
          subscriptionExpiryDate: expiry,
          isVerified: true,
        });
        if (!user) throw new Error('user not created');
        return user;
      },
      reload: async (userId) => {
        const [row] = await db.select().from(users).where(eq(users.id, userId));
        if (!row) throw new Error('user vanished');
        return row;
      },
    };
  });
  afterAll(async () => {
    if (kit) await rm(kit.dataDir, { recursive: true, force: true });
    await testDb?.drop();
  });
  return () => {
    if (!kit) throw new Error('billing kit not ready');
    return kit;
  };
}

export const DAY_MS = 86_400_000;

/** `date` plus one calendar month, as PostgreSQL's `+ interval '1 month'` computes it in UTC. */
export function plusOneMonth(date: Date): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCMonth(d.getUTCMonth() + 1);
  // PostgreSQL clamps Jan 31 + 1 month to Feb 28/29; JavaScript rolls over into March
  if (d.getUTCDate() !== day) d.setUTCDate(0);
  return d;
}
