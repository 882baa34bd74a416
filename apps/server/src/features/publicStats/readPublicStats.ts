import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/index';
import type { PublicStats } from '@codeflow/contracts';

/** Accounts that exist, and every flowchart they have saved (their plan counters). */
export async function readPublicStats(db: Db): Promise<PublicStats> {
  const [row] = await db
    .select({
      users: count(),
      flowcharts: sql<string>`coalesce(sum(${users.lifetimeFlowchartsCreated}), 0)`,
    })
    .from(users);
  return { users: row?.users ?? 0, flowcharts_created: Number(row?.flowcharts ?? 0) };
}
