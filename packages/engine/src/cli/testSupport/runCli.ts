/** Runs the built `codeflow` binary in tests (the CLI tests run it as users do). */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../../bin/codeflow.js', import.meta.url));

export type Run = { code: number; stdout: Buffer; stderr: string; text: string };

export function runCli(args: string[], cwd?: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'node',
      [BIN, ...args],
      { encoding: 'buffer', timeout: 60_000, ...(cwd ? { cwd } : {}) },
      (err, stdout, stderr) => {
        const code = err ? (err as { code?: unknown }).code : 0;
        resolve({
          code: typeof code === 'number' ? code : 1,
          stdout,
          stderr: stderr.toString(),
          text: stdout.toString(),
        });
      },
    );
  });
}
