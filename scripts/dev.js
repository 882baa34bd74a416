// `npm run dev`: the API server with reload on change (tsx watch, port 3000) and the Vite dev
// server (port 5173, proxying /api to the API server). Ctrl+C stops both.
//
// The API server runs in a process group of its own: Ctrl+C in the terminal reaches this script
// and Vite, and this script passes one signal on to tsx watch, which relays it to the server.
// Reached by the terminal as well, the server took the second copy as "exit now" and skipped
// closing the embedded database (see scripts/lib/serve.js, which `npm start` uses).
import './lib/requireNode.js';
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});
const web = spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
const children = [api, web];

let last = 0;
const onSignal = (signal) => {
  const now = Date.now();
  // copies of one Ctrl+C (from the terminal and through npm) arrive together: pass one on
  if (now - last < 1000) return;
  last = now;
  api.kill(signal);
  // Vite is in the terminal's group and got Ctrl+C itself; anything else is passed on
  if (signal !== 'SIGINT') web.kill(signal);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', () => onSignal('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    for (const other of children) if (other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
