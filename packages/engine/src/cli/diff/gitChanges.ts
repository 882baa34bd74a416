/**
 * The source files that differ between two commits of the git repository around the working
 * directory: `git diff --name-status -M -z` for the list (added, deleted, modified, renamed),
 * `git show REV:path` for each version's text.
 */
import { execFileSync } from 'node:child_process';

export class GitError extends Error {}

export type FileChange = {
  status: 'added' | 'removed' | 'modified' | 'renamed';
  /** path in the base commit (absent for an added file) */
  oldPath?: string;
  /** path in the head commit (absent for a deleted file) */
  newPath?: string;
};

export type Range = { top: string; base: string; head: string; label: string };

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves `BASE..HEAD`, `BASE...HEAD` (from their merge base) or `BASE` (to HEAD). */
export function resolveRange(range: string, cwd: string): Range {
  let top: string;
  try {
    top = git(['rev-parse', '--show-toplevel'], cwd).trim();
  } catch {
    throw new GitError(`not a git repository: ${cwd}`);
  }
  const three = range.indexOf('...');
  const two = range.indexOf('..');
  const [from, to] =
    three >= 0
      ? [range.slice(0, three), range.slice(three + 3)]
      : two >= 0
        ? [range.slice(0, two), range.slice(two + 2)]
        : [range, 'HEAD'];
  const commit = (rev: string): string => {
    const name = rev === '' ? 'HEAD' : rev;
    if (name.startsWith('-')) throw new GitError(`bad revision '${name}' in ${range}`);
    try {
      return git(['rev-parse', '--verify', '--quiet', `${name}^{commit}`], top).trim();
    } catch {
      throw new GitError(`bad revision '${name}' in ${range}`);
    }
  };
  let base = commit(from);
  const head = commit(to);
  if (three >= 0) {
    try {
      base = git(['merge-base', base, head], top).trim();
    } catch {
      throw new GitError(`no merge base for ${range}`);
    }
  }
  return { top, base, head, label: range };
}

/** Files changed between the two commits, limited to `paths` (relative to `cwd`) when given. */
export function changedFiles(range: Range, paths: readonly string[], cwd: string): FileChange[] {
  const args = ['diff', '--name-status', '-M', '-z', '--no-color', range.base, range.head];
  // pathspecs are relative to the directory git runs in
  const out = git(paths.length ? [...args, '--', ...paths] : args, cwd);
  const fields = out.split('\0');
  const changes: FileChange[] = [];
  for (let i = 0; i < fields.length - 1;) {
    const status = fields[i++] ?? '';
    const letter = status[0];
    if (letter === 'R' || letter === 'C') {
      const oldPath = fields[i++] ?? '';
      const newPath = fields[i++] ?? '';
      changes.push(
        letter === 'R' ? { status: 'renamed', oldPath, newPath } : { status: 'added', newPath }, // a copy: the new file is what is new
      );
    } else {
      const path = fields[i++] ?? '';
      if (letter === 'A') changes.push({ status: 'added', newPath: path });
      else if (letter === 'D') changes.push({ status: 'removed', oldPath: path });
      else changes.push({ status: 'modified', oldPath: path, newPath: path });
    }
  }
  return changes;
}

/** A file's text at a commit (path relative to the repository's top). */
export function showFile(range: Range, rev: string, path: string): string {
  return git(['show', `${rev}:${path}`], range.top);
}
