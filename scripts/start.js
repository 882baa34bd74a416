// `npm start`: builds the web app and the server when their sources changed, then serves both
// at http://localhost:3000 (PORT/HOST/DATA_DIR/... from the environment) on the embedded database,
// with the TEST MODE checkout unless payments are configured (BILLING_MODE, RAZORPAY_KEY_ID).
// Ctrl+C reaches the server once (scripts/lib/serve.js), so it closes the database cleanly.
import './lib/requireNode.js';
import path from 'node:path';
import { buildNeeded } from './lib/build-needed.js';
import { run } from './lib/run.js';
import { serve } from './lib/serve.js';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (buildNeeded()) {
  console.log('Building Codeflow (web app and server)...');
  const code = await run(npm, ['run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}
// A local `npm start` with no payment keys gets the TEST MODE checkout (decision 032): the
// server announces it at start-up and in the admin area, and refuses it when PUBLIC_URL is not a
// local address. Any other way of starting the server has it only when BILLING_MODE=test says so.
if (!process.env.BILLING_MODE && !process.env.RAZORPAY_KEY_ID) process.env.BILLING_MODE = 'test';

process.exit(
  await serve(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
  }),
);
