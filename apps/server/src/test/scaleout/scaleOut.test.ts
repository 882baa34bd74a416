import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COLLAB_CODE, COLLAB_REASONS } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { organizationMembers } from '../../db/schema/index';
import { readOutbox } from '../../email/readOutbox';
import {
  connectCollabClient,
  eventually,
  type CollabClient,
} from '../../features/collab/testing/collabClient';
import { createTeam, type Team } from '../../features/collab/testing/collabTestKit';
import type { AppInstance } from '../../http/appInstance';
import { migrationsFolder, serverRoot } from '../../paths';
import { jwtKeyFromSecret } from '../../security/jwtKey';
import type { TestApp } from '../app';
import { freePort } from '../process';
import { createTestUser } from '../users';
import type * as PostgresLib from '../../../../../scripts/lib/postgres.js';
import type * as ProxyLib from '../../../../../scripts/lib/roundRobinProxy.js';
import { startRedisProcess, type RedisProcess } from './redisProcess';
import { startServerInstances, type ServerInstance } from './serverInstances';

/**
 * Scale-out, proven (issue 21 finding 14, decision 035): three server processes on one
 * PostgreSQL database and one Redis, behind a round-robin HTTP + WebSocket proxy, as a
 * deployment runs them. PostgreSQL is a cluster of this test's own (initdb on a free port) so it
 * can be stopped and started under the instances; the instances are `src/main.ts` in child
 * processes, started together on the empty database. PostgreSQL only: the embedded PGlite is one
 * process's database, and one instance is all it serves.
 */
const scriptsLib = path.resolve(serverRoot, '../../scripts/lib');
const { findPostgresBin, startTempPostgres } = (await import(
  pathToFileURL(path.join(scriptsLib, 'postgres.js')).href
)) as typeof PostgresLib;
const { startRoundRobinProxy } = (await import(
  pathToFileURL(path.join(scriptsLib, 'roundRobinProxy.js')).href
)) as typeof ProxyLib;

const INSTANCES = 3;
const ADMIN = {
  email: 'scaleout-admin@example.com',
  password: `admin-${randomBytes(8).toString('hex')}`,
};
const JWT_SECRET = randomBytes(32).toString('hex');
const DATA_KEY = randomBytes(32).toString('hex');

describe('three instances on one PostgreSQL and one Redis', () => {
  let postgres: PostgresLib.TempPostgres;
  let redis: RedisProcess;
  let instances: ServerInstance[] = [];
  let proxy: ProxyLib.RoundRobinProxy;
  /** a fourth, in-process app on the same database: only to write the test's users and teams */
  let fixture: TestApp;
  const clients: CollabClient[] = [];

  beforeAll(async () => {
    const bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL binaries not found (sudo apt-get install postgresql)');
    postgres = await startTempPostgres(bin);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE codeflow_scaleout');
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/codeflow_scaleout');
    redis = await startRedisProcess(await freePort());
    instances = await startServerInstances(INSTANCES, {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      JWT_SECRET,
      DATA_ENCRYPTION_KEY: DATA_KEY,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      TRUST_PROXY: '127.0.0.1',
      GENERATE_WORKERS: '1',
      // every instance runs the reminder job every 1.2 s: a send claimed twice would show
      BILLING_REMINDER_MINUTES: '0.02',
    });
    proxy = await startRoundRobinProxy({
      backends: instances.map((i) => ({ host: '127.0.0.1', port: i.port })),
    });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent-test-data-dir',
      WEB_DIST: '/nonexistent-web-dist',
      DATA_ENCRYPTION_KEY: DATA_KEY,
      JWT_SECRET,
      GENERATE_WORKERS: '1',
      BILLING_REMINDER_MINUTES: '0',
    });
    const database = await openDatabase({ databaseUrl, dataDir: '', migrationsFolder });
    const app: AppInstance = await buildApp({
      config,
      database,
      jwtKey: jwtKeyFromSecret(JWT_SECRET),
    });
    await app.ready();
    fixture = { app, database, config };
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.destroy();
    await proxy?.close();
    await fixture?.app.close();
    await Promise.all(instances.map((i) => i.stop()));
    await redis?.stop();
    postgres?.stop();
  });

  const call = async (
    base: string,
    method: string,
    url: string,
    options: { token?: string; json?: unknown; form?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const res = await fetch(`${base}${url}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  const login = async (base: string, email: string, password: string) => {
    const res = await call(base, 'POST', '/api/auth/login', {
      form: { username: email, password },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.access_token as string;
  };
  const meStatus = async (base: string, token: string) =>
    (await call(base, 'GET', '/api/auth/me', { token })).status;
  const connect = (base: string, flowchartId: string, token: string) => {
    const client = connectCollabClient({
      url: `${base.replace(/^http/, 'ws')}/api/collab`,
      flowchartId,
      token,
    });
    clients.push(client);
    return client;
  };
  const textOf = (client: CollabClient) => client.doc.getText(COLLAB_CODE).toJSON();
  const acknowledged = (client: CollabClient) =>
    eventually(() => !client.provider.hasUnsyncedChanges, 'the server to acknowledge the edits');
  const newTeam = (code: string): Promise<Team> => createTeam(fixture, code);

  it('starts all three at once on an empty database: one migration, one admin', async () => {
    expect(instances.every((i) => i.alive())).toBe(true);
    for (const instance of instances) {
      const health = await call(instance.base, 'GET', '/api/health');
      expect(health.body).toMatchObject({ status: 'ok', database: 'postgres' });
      await login(instance.base, ADMIN.email, ADMIN.password);
    }
  });

  it('accepts a sign-in made on one instance on every other', async () => {
    const { user, password } = await createTestUser(fixture);
    const token = await login(instances[0]!.base, user.email, password);
    const created = await call(instances[1]!.base, 'POST', '/api/flowcharts', {
      token,
      json: { title: 'Made on 1', language: 'python', code: 'x = 1\n', flowchart: '' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const instance of instances) {
      expect(await meStatus(instance.base, token)).toBe(200);
      const read = await call(instance.base, 'GET', `/api/flowcharts/${String(created.body.id)}`, {
        token,
      });
      expect(read.body).toMatchObject({ title: 'Made on 1', code: 'x = 1\n' });
    }
  });

  it('ends a session on every instance at once when it signs out on one', async () => {
    const { user, password } = await createTestUser(fixture);
    const token = await login(instances[0]!.base, user.email, password);
    expect(await meStatus(instances[2]!.base, token)).toBe(200);
    const out = await call(instances[1]!.base, 'POST', '/api/auth/logout-session', { token });
    expect(out.status).toBe(200);
    // no wait: the very next request, on any instance, is refused
    for (const instance of instances) expect(await meStatus(instance.base, token)).toBe(401);
  });

  it('signs the other sessions out everywhere when the password changes on one', async () => {
    const { user, password } = await createTestUser(fixture);
    const mine = await login(instances[0]!.base, user.email, password);
    const other = await login(instances[2]!.base, user.email, password);
    const newPassword = `new-${randomBytes(8).toString('hex')}`;
    const changed = await call(instances[1]!.base, 'POST', '/api/account/password', {
      token: mine,
      json: { current_password: password, new_password: newPassword },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    for (const instance of instances) {
      expect(await meStatus(instance.base, other)).toBe(401);
      expect(await meStatus(instance.base, mine)).toBe(200);
    }
    const old = await call(proxy.url, 'POST', '/api/auth/login', {
      form: { username: user.email, password },
    });
    expect(old.status).toBe(401);
    await login(proxy.url, user.email, newPassword);
  });

  it('locks a disabled account out of every instance at once', async () => {
    const { user, token } = await createTestUser(fixture);
    const adminToken = await login(instances[0]!.base, ADMIN.email, ADMIN.password);
    const toggled = await call(instances[0]!.base, 'POST', '/api/admin/users/toggle-status', {
      token: adminToken,
      json: { user_id: user.id, admin_password: ADMIN.password },
    });
    expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
    expect(toggled.body.disabled).toBe(true);
    // a disabled account is refused with 403 and its reason (decision 004), on every instance
    for (const instance of instances) expect(await meStatus(instance.base, token)).toBe(403);
  });

  it('removes a member everywhere at once, their live connection on another instance included', async () => {
    const team = await newTeam('shared = 1\n');
    const member = connect(instances[2]!.base, team.flowchartId, team.member.token);
    await member.synced;
    const started = Date.now();
    const removed = await call(
      instances[0]!.base,
      'DELETE',
      `/api/organization/remove-member/${team.member.user.id}`,
      { token: team.owner.token },
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    for (const instance of instances) {
      expect(await meStatus(instance.base, team.member.token)).toBe(401);
    }
    // through Redis to instance 2, well before its periodic re-check (60 s by default)
    await eventually(
      () => member.closeReasons.length > 0,
      'the removed member to be disconnected on the other instance',
      5000,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    const rows = await fixture.app.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, team.member.user.id));
    expect(rows).toEqual([]);
    expect(
      member.closeReasons.some((r) => Object.values(COLLAB_REASONS).includes(r as never)),
    ).toBe(true);
  });

  it('counts rate limits once across the instances', async () => {
    const { user } = await createTestUser(fixture);
    const before = [...proxy.counts.requests];
    const statuses: number[] = [];
    // 10 failed sign-ins per client and address per 15 minutes (authRateLimits.loginPerAccount)
    for (let i = 0; i < 11; i += 1) {
      const res = await call(proxy.url, 'POST', '/api/auth/login', {
        form: { username: user.email, password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    // the attempts were spread over every instance, and still counted together
    expect(proxy.counts.requests.every((n, i) => n - (before[i] ?? 0) >= 3)).toBe(true);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it("counts a user's generation rate once across the instances", async () => {
    const { user, password } = await createTestUser(fixture);
    const token = await login(instances[0]!.base, user.email, password);
    const WINDOW_MS = 15_000; // SHARED_GENERATION_RULE: 30 a user per 15 s, all instances together
    let accepted = 0;
    const started = Date.now();
    // 90 small generations, round robin: each instance's own bucket holds 30, so without the
    // shared count every one of them passes
    for (let i = 0; i < 90; i += 1) {
      const res = await call(instances[i % INSTANCES]!.base, 'POST', '/api/generate-flowchart', {
        token,
        json: { code: `x = ${i}\n`, language: 'python' },
      });
      if (res.status === 200) accepted += 1;
      else expect(res.status).toBe(429);
    }
    const windows = Math.floor(Date.now() / WINDOW_MS) - Math.floor(started / WINDOW_MS) + 1;
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThanOrEqual(30 * windows);
  });

  it('sends a billing reminder once, though every instance runs the job', async () => {
    const { user } = await createTestUser(fixture, {
      subscriptionTier: 'pro',
      subscriptionExpiryDate: new Date(Date.now() + 12 * 3_600_000),
    });
    const sentTo = async () => {
      const all = await Promise.all(instances.map((i) => readOutbox(i.dataDir)));
      return all.flat().filter((m) => m.to === user.email);
    };
    const deadline = Date.now() + 10_000;
    while ((await sentTo()).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // several more runs of the job on each instance
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const sent = await sentTo();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/ends tomorrow/);
  });

  it('shows edits and presence between collaborators on different instances', async () => {
    const team = await newTeam('start = 0\n');
    const owner = connect(instances[0]!.base, team.flowchartId, team.owner.token);
    const member = connect(instances[1]!.base, team.flowchartId, team.member.token);
    await Promise.all([owner.synced, member.synced]);
    owner.provider.setAwarenessField('cursor', { line: 1 });
    await eventually(
      () =>
        [...member.provider.awareness!.getStates().entries()].some(
          ([id, state]) => id === owner.doc.clientID && state.cursor !== undefined,
        ),
      "the owner's presence at the member",
    );
    owner.doc.getText(COLLAB_CODE).insert(0, 'from_owner = 1\n');
    const theirs = member.doc.getText(COLLAB_CODE);
    theirs.insert(theirs.length, 'from_member = 2\n');
    await eventually(() => textOf(owner) === textOf(member), 'both copies to converge');
    expect(textOf(owner)).toContain('from_owner = 1\n');
    expect(textOf(owner)).toContain('from_member = 2\n');
    owner.destroy();
    member.destroy();
  });

  it('moves the clients of a killed instance to another, losing no acknowledged edit', async () => {
    const team = await newTeam('');
    const upgrades = proxy.upgradeLog.length;
    const author = connect(proxy.url, team.flowchartId, team.owner.token);
    await author.synced;
    const watcher = connect(proxy.url, team.flowchartId, team.member.token);
    await watcher.synced;
    const authorsInstance = instances[proxy.upgradeLog[upgrades]!]!;
    expect(proxy.upgradeLog[upgrades + 1]).not.toBe(authorsInstance.index);
    const text = author.doc.getText(COLLAB_CODE);
    for (let i = 0; i < 30; i += 1) text.insert(text.length, `before_${i} = ${i}\n`);
    await acknowledged(author);
    await authorsInstance.kill();
    try {
      // the author's provider reconnects through the proxy, which skips the dead instance
      for (let i = 0; i < 10; i += 1) text.insert(text.length, `after_${i} = ${i}\n`);
      await eventually(
        () => textOf(watcher).includes('after_9 = 9\n') && !author.provider.hasUnsyncedChanges,
        'the reconnected author to reach the watcher',
        15_000,
      );
      for (let i = 0; i < 30; i += 1) expect(textOf(watcher)).toContain(`before_${i} = ${i}\n`);
      author.destroy();
      watcher.destroy();
      const expected = text.toJSON();
      await expect
        .poll(
          async () =>
            (
              await call(proxy.url, 'GET', `/api/flowcharts/${team.flowchartId}`, {
                token: team.owner.token,
              })
            ).body.code,
          { timeout: 10_000, interval: 250 },
        )
        .toBe(expected);
    } finally {
      await authorsInstance.start();
    }
  }, 60_000);

  it("keeps an author's acknowledged edits when their tab and then the instance are gone", async () => {
    const team = await newTeam('');
    const instance = instances[1]!;
    const author = connect(instance.base, team.flowchartId, team.owner.token);
    await author.synced;
    const text = author.doc.getText(COLLAB_CODE);
    for (let i = 0; i < 20; i += 1) text.insert(text.length, `acked_${i} = ${i}\n`);
    await acknowledged(author);
    const expected = text.toJSON();
    // the tab closes, and the instance dies before its debounced store (2 s by default)
    author.destroy();
    await instance.kill();
    try {
      const reader = connect(instances[2]!.base, team.flowchartId, team.owner.token);
      await reader.synced;
      expect(textOf(reader)).toBe(expected);
      reader.destroy();
    } finally {
      await instance.start();
    }
  }, 60_000);

  it('recovers from a PostgreSQL restart under the instances, without restarting them', async () => {
    const { user, password } = await createTestUser(fixture);
    const token = await login(proxy.url, user.email, password);
    postgres.halt();
    try {
      for (const instance of instances) {
        const health = await call(instance.base, 'GET', '/api/health');
        expect(health.status).toBe(503);
        expect(String(health.body.detail)).toMatch(/^Database unavailable/);
        // an API call answers 503 too, not a crash
        expect(await meStatus(instance.base, token)).toBe(503);
      }
    } finally {
      postgres.resume();
    }
    for (const instance of instances) {
      await eventually(() => instance.alive(), 'alive');
      await expect
        .poll(async () => (await call(instance.base, 'GET', '/api/health')).status, {
          timeout: 15_000,
          interval: 250,
        })
        .toBe(200);
      expect(await meStatus(instance.base, token)).toBe(200);
    }
    expect(instances.every((i) => i.alive())).toBe(true);
    await login(proxy.url, user.email, password);
  }, 60_000);

  it('tells collaborators when Redis dies, keeps every instance up, and shares again once it is back', async () => {
    const team = await newTeam('r = 0\n');
    const owner = connect(instances[0]!.base, team.flowchartId, team.owner.token);
    const member = connect(instances[2]!.base, team.flowchartId, team.member.token);
    await Promise.all([owner.synced, member.synced]);
    await redis.kill();
    try {
      owner.doc.getText(COLLAB_CODE).insert(0, 'during_outage = 1\n');
      // each client is told that sharing with the other instances is interrupted
      await eventually(
        () => [owner, member].every((c) => c.notices.some((n) => n.type === 'degraded')),
        'a degraded notice at both clients',
        15_000,
      );
      // the probe saw every instance with a live document crash ~13 s into an outage
      await new Promise((resolve) => setTimeout(resolve, 14_000));
      expect(instances.map((i) => i.alive())).toEqual(instances.map(() => true));
      for (const instance of instances) {
        expect((await call(instance.base, 'GET', '/api/health')).status).toBe(200);
      }
    } finally {
      await redis.start();
    }
    await eventually(
      () => [owner, member].every((c) => c.notices.some((n) => n.type === 'restored')),
      'a restored notice at both clients',
      15_000,
    );
    const theirs = member.doc.getText(COLLAB_CODE);
    theirs.insert(theirs.length, 'after_outage = 2\n');
    await eventually(
      () =>
        textOf(owner) === textOf(member) &&
        textOf(owner).includes('during_outage = 1\n') &&
        textOf(owner).includes('after_outage = 2\n'),
      'both copies to converge after the outage',
      20_000,
    );
    owner.destroy();
    member.destroy();
  }, 60_000);
});
