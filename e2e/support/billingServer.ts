import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BillingServer {
  baseURL: string;
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A built server of its own (port, data directory, environment) for the billing journeys: its
 * coupons are created before it starts (the admin screens that create them come later, and the
 * shared server's embedded database cannot be opened by a second process), and the Razorpay
 * journey needs RAZORPAY_* pointing at the stand-in, which the shared server must not have.
 */
export async function startBillingServer(options: {
  coupons: { code: string; discount: number }[];
  env?: Record<string, string>;
  port?: number;
}): Promise<BillingServer> {
  const port = options.port ?? 5800 + Math.floor(Math.random() * 800);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-e2e-billing-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'error',
    RATE_LIMIT_FACTOR: '50',
    // test mode unless the journey configures Razorpay (decision 032)
    ...(options.env?.RAZORPAY_KEY_ID ? {} : { BILLING_MODE: 'test' }),
    ...options.env,
  };
  for (const coupon of options.coupons) {
    const seeded = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      [
        'apps/server/src/cli/create-coupon.ts',
        '--code',
        coupon.code,
        '--discount',
        String(coupon.discount),
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(`create-coupon: ${seeded.stderr}`);
  }
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the billing server on ${baseURL} did not start (exited: ${exited})`);
}

/** Registers and signs in through the API of `baseURL`; returns what the web app stores. */
export async function buyerSession(baseURL: string) {
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'correct horse battery staple';
  const register = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, full_name: 'Bea Buyer' }),
  });
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const body = (await login.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, user: body.user };
}
