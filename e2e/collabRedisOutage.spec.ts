/// <reference lib="dom" />
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, Socket } from 'node:net';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { startRestartableServer, type RestartableServer } from './support/collabServer';
import { editor } from './support/editorPage';
import { useSessionInPage, type Session } from './support/signInThroughApi';

// Redis goes away under a live team flowchart (issue 21 finding 4, decision 031): the editor
// says sharing across servers is interrupted and that edits are kept, and goes back to Live when
// Redis returns.
test.describe.configure({ mode: 'serial' });

const DEGRADED =
  'Live sharing across servers is interrupted: your edits are kept on this server and shared again when it returns.';

let server: RestartableServer;
let api: APIRequestContext;
let redis: ChildProcess | undefined;
let redisPort = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  // listening once a connection is accepted
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
      socket.connect(redisPort, '127.0.0.1');
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

function killRedis(signal: NodeJS.Signals): Promise<void> {
  const child = redis;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redisPort = await freePort();
  await startRedis();
  server = await startRestartableServer({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  api = await request.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await killRedis('SIGTERM');
});

test('a Redis outage is shown in the editor, and live editing resumes when it returns', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const login = await api.post('/api/auth/login', {
    form: { username: server.admin.email, password: server.admin.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const owner = (await login.json()) as { access_token: string; user: Session['user'] };
  const headers = { authorization: `Bearer ${owner.access_token}` };
  // a team of one member, and a flowchart shared with it
  const added = await api.post('/api/organization/add-member', {
    headers,
    data: { email: `ida-${Date.now()}@example.test`, full_name: 'Ida Member' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const created = await api.post('/api/flowcharts', {
    headers,
    data: {
      title: 'Outage',
      language: 'python',
      code: 'x = 1\n',
      is_compact: false,
      flowchart: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const flowchartId = ((await created.json()) as { id: string }).id;
  const shared = await api.put(`/api/organization/team-flowcharts/${flowchartId}`, { headers });
  expect(shared.ok(), await shared.text()).toBe(true);

  // a browser of this server's own, not the shared e2e server's
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await useSessionInPage(page, { token: owner.access_token, user: owner.user });
  await editor.openWithState(page, { flowchartId });
  const status = page.getByTestId('collab-status');
  await expect(status).toHaveText(/Live/);

  await killRedis('SIGKILL');
  await expect(status).toHaveText(DEGRADED, { timeout: 10_000 });
  // the editor stays editable: what is typed is kept
  await page.locator('.cm-content').click();
  await page.keyboard.press('End');
  await page.keyboard.type('# typed during the outage');
  if (process.env.E2E_SCREENSHOTS) {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/outage-${width}.png` });
    }
  }

  await startRedis();
  await expect(status).toHaveText(/Live/, { timeout: 20_000 });
  await context.close();
});
