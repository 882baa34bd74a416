import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { openDatabase, type Database, type DriverName } from '../../../db/database';
import { organizationMembers, organizations, teamFlowcharts } from '../../../db/schema/index';
import { migrationsFolder } from '../../../paths';
import { jwtKeyFromSecret } from '../../../security/jwtKey';
import type { TestApp } from '../../../test/app';
import { createTestUser, type TestUser } from '../../../test/users';
import { createFlowchart } from '../../../flowchartStore/index';

/**
 * A database that outlives the app using it, so a test can close the app (a "restart") and
 * build it again on the same data: PGlite in a temporary folder, or a fresh PostgreSQL
 * database under TEST_DATABASE_URL.
 */
export type ReopenableDatabase = {
  open(): Promise<Database>;
  drop(): Promise<void>;
  /** what a server process of its own needs to open the same database (DATA_DIR or DATABASE_URL) */
  env: Record<string, string>;
};

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function reopenableDatabase(driver: DriverName): Promise<ReopenableDatabase> {
  if (driver === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'codeflow-collab-'));
    return {
      open: () => openDatabase({ dataDir: dir, migrationsFolder }),
      drop: () => rm(dir, { recursive: true, force: true }),
      env: { DATA_DIR: dir },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `codeflow_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'codeflow-collab-'));
  return {
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '', migrationsFolder }),
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
  };
}

/**
 * One signing key and one data key for every app of a test run, so tokens and stored data survive
 * a rebuilt app (or a server process of its own, `serverEnv`) like they survive a real restart.
 */
const jwtSecret = randomBytes(32).toString('hex');
const jwtKey = jwtKeyFromSecret(jwtSecret);
const dataKey = randomBytes(32).toString('hex');
export const serverEnv = { JWT_SECRET: jwtSecret, DATA_ENCRYPTION_KEY: dataKey };

export type ListeningApp = TestApp & { collabUrl: string; close(): Promise<void> };

/** The real app on an open database, listening on a loopback port. */
export async function startCollabApp(
  database: Database,
  env: Record<string, string> = {},
): Promise<ListeningApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST: '/nonexistent-web-dist',
    DATA_ENCRYPTION_KEY: dataKey,
    COLLAB_SAVE_DEBOUNCE_MS: '100',
    COLLAB_RECHECK_MS: '200',
    // one general worker and the small lane: enough to draw the documents' diagrams
    GENERATE_WORKERS: '1',
    ...env,
  });
  const app = await buildApp({ config, database, jwtKey });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // a listening server warms its generator workers before users come; collaboration saves draw
  // the diagram with them, so the tests start once they are warm, as a deployed server would be
  const deadline = Date.now() + 30_000;
  while (app.generatorPool.readyWorkers < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    config,
    collabUrl: `ws://127.0.0.1:${port}/api/collab`,
    close: () => app.close(),
  };
}

export type Team = {
  owner: TestUser;
  member: TestUser;
  outsider: TestUser;
  organizationId: string;
  flowchartId: string;
};

/**
 * An Organization owner, one member of their team, a user outside it and a flowchart of the
 * owner's shared with the team — written straight into the organization feature's tables.
 */
export async function createTeam(ctx: TestApp, code = 'x = 1\n'): Promise<Team> {
  const owner = await createTestUser(ctx, {
    fullName: 'Olive Owner',
    subscriptionTier: 'organization',
    subscriptionExpiryDate: new Date(Date.now() + 30 * 86_400_000),
  });
  const member = await createTestUser(ctx, { fullName: 'Max Member', role: 'team_member' });
  const outsider = await createTestUser(ctx, { fullName: 'Otto Outsider' });
  const db = ctx.app.db;
  const [org] = await db
    .insert(organizations)
    .values({ ownerId: owner.user.id })
    .returning({ id: organizations.id });
  if (!org) throw new Error('organization not created');
  await db.insert(organizationMembers).values({ userId: member.user.id, organizationId: org.id });
  const flowchart = await createFlowchart(db, await ctx.app.dataCipher(), owner.user, {
    title: 'Team chart',
    language: 'python',
    code,
    is_compact: false,
    flowchart: '',
  });
  await db
    .insert(teamFlowcharts)
    .values({ flowchartId: flowchart.id, organizationId: org.id, sharedBy: owner.user.id });
  return { owner, member, outsider, organizationId: org.id, flowchartId: flowchart.id };
}
