/** Temporary git repositories for tests: files written, commits made, no global git config. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Repo = {
  dir: string;
  git: (...args: string[]) => string;
  /** writes files (null deletes one) and commits them all */
  commit: (message: string, files: Record<string, string | null>) => string;
};

export function makeRepo(prefix = 'codeflow-git-'): Repo {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const git = (...args: string[]): string =>
    execFileSync(
      'git',
      ['-c', 'user.name=Codeflow Test', '-c', 'user.email=test@example.com', ...args],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: dir },
      },
    );
  git('init', '-q', '-b', 'main');
  const commit = (message: string, files: Record<string, string | null>): string => {
    for (const [file, text] of Object.entries(files)) {
      const full = path.join(dir, file);
      if (text === null) rmSync(full);
      else {
        mkdirSync(path.dirname(full), { recursive: true });
        writeFileSync(full, text);
      }
    }
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD').trim();
  };
  return { dir, git, commit };
}
