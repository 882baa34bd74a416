import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../paths';
import { freePort, spawnTs, exitOf, waitForHealth } from '../test/process';

/** Runs the CLI (through tsx, like `npm run create-admin`) to completion. */
async function createAdmin(args: string[], env: Record<string, string>) {
  const run = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src/cli/create-admin.ts'), ...args],
    { cwd: serverRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env } },
  );
  let out = '';
  run.stdout.on('data', (c: Buffer) => (out += c.toString()));
  run.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const { code } = await exitOf(run);
  return { code, out };
}

async function login(port: number, username: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  return { status: res.status, body: (await res.json()) as { user?: { role: string } } };
}

describe('admin bootstrap on an embedded install', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'create-admin, ADMIN_EMAIL at start-up, and a refusal while the server runs',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };

      const bad = await createAdmin(['--email', 'nope', '--password', 'x'], env);
      expect(bad.code).toBe(2);
      expect(bad.out).toMatch(/--email must be an email address/);
      expect(bad.out).toMatch(/Usage: npm run create-admin/);

      const created = await createAdmin(
        ['--email', 'cli-admin@example.com', '--password', 'cli-password', '--name', 'CLI Admin'],
        env,
      );
      expect(created.out).toMatch(/Created admin cli-admin@example\.com/);
      expect(created.code).toBe(0);

      const server = spawnTs('src/main.ts', {
        ...env,
        ADMIN_EMAIL: 'env-admin@example.com',
        ADMIN_PASSWORD: 'env-password',
      });
      try {
        await waitForHealth(port);
        // no JWT_SECRET: a key was generated under DATA_DIR
        expect(statSync(path.join(dataDir, 'secrets', 'jwt.key')).mode & 0o777).toBe(0o600);

        const cli = await login(port, 'cli-admin@example.com', 'cli-password');
        expect(cli.status).toBe(200);
        expect(cli.body.user?.role).toBe('admin');
        const fromEnv = await login(port, 'env-admin@example.com', 'env-password');
        expect(fromEnv.status).toBe(200);
        expect(fromEnv.body.user).toMatchObject({
          role: 'admin',
          subscription_tier: 'admin',
          is_verified: true,
        });

        const refused = await createAdmin(
          ['--email', 'x@example.com', '--password', 'long-enough'],
          env,
        );
        expect(refused.code).toBe(1);
        expect(refused.out).toMatch(/stop the server/);
      } finally {
        server.kill('SIGTERM');
        await exitOf(server);
      }
    },
  );
});
