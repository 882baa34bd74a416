import { spawn } from 'node:child_process';

/**
 * Runs the server as the only receiver of stop signals; resolves with its exit code.
 *
 * Ctrl+C in a terminal sends SIGINT to every process of the foreground process group: npm, this
 * script and the server alike, and npm forwards its copy too. A server that got one SIGINT from
 * the terminal and one forwarded took the second as "exit now" and skipped closing the database.
 * So the server runs in its own process group (`detached`), where the terminal's signals do not
 * reach it, and this script forwards one signal per press (copies arriving within a second are
 * the same press). An IPC channel lets the server notice if this script dies without forwarding
 * anything (SIGKILL): it then stops by itself instead of running on, detached, holding the data
 * folder.
 */
export function serve(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
      ...options,
    });
    let last = 0;
    const forward = (signal) => {
      const now = Date.now();
      if (now - last < 1000) return;
      last = now;
      // the terminal closing (SIGHUP) no longer reaches the server's group: stop it gracefully
      child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    };
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const s of signals) process.on(s, forward);
    const done = (code) => {
      for (const s of signals) process.off(s, forward);
      resolve(code);
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
    child.on('error', (error) => {
      console.error(`${cmd}: ${error.message}`);
      done(1);
    });
  });
}
