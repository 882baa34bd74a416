import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Raised when another live process holds the data folder; its message is one line for a person. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Codeflow process (pid ${pid}): ` +
        'the embedded database allows one process at a time, so stop the server (or that process) first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { file: string; release: () => void };

type Owner = { pid: number; started?: string };

export const LOCK_FILE = 'codeflow.lock';

/**
 * The kernel's start time of a process (Linux: field 22 of /proc/<pid>/stat), so that a pid
 * reused by an unrelated process after a `kill -9` is not taken for the holder. Undefined where
 * /proc is not available; then liveness falls back to the pid alone.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may contain spaces and parentheses: count from its closing one
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: Owner): boolean {
  // our own pid in the file can only be a previous holder's (a container restarted after kill -9)
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(owner.pid);
  return owner.started === undefined || started === undefined || started === owner.started;
}

function readOwner(file: string): Owner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, started: parsed.started }
      : undefined;
  } catch {
    // missing, or written partly by a process killed between create and write: no live owner
    return undefined;
  }
}

/** Creates `file` holding our pid; false when it already exists. */
function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the exclusive lock on an embedded data folder for the life of this process:
 * DATA_DIR/codeflow.lock holds `{pid, started}`. A lock whose process is gone (it exited
 * without releasing, or was killed with SIGKILL) is taken over; a live one raises
 * DataDirLockedError. Released by `release()` and, as a last resort, when the process exits.
 *
 * Taking over a stale lock is serialised by a second file (`codeflow.lock.takeover`, created
 * exclusively), so two processes finding the same stale lock cannot both win; a takeover file
 * left by a process killed in those few microseconds is itself taken over once its owner is gone.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, LOCK_FILE);
  const takeover = `${file}.takeover`;
  const content = JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) });

  for (let attempt = 0; ; attempt++) {
    if (createExclusive(file, content)) break;
    const owner = readOwner(file);
    if (owner && isAlive(owner)) throw new DataDirLockedError(folder, owner.pid);
    if (attempt >= 20) throw new Error(`Could not take the lock ${file}: it keeps changing`);
    if (!createExclusive(takeover, content)) {
      const other = readOwner(takeover);
      if (other && isAlive(other)) {
        // someone else is taking over right now: they win, we look again
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
        continue;
      }
      // a dead process's takeover file: move it aside (a rename, so only one of us does it)
      try {
        renameSync(takeover, `${takeover}.${process.pid}`);
        unlinkSync(`${takeover}.${process.pid}`);
      } catch {
        // another process moved it first
      }
      continue;
    }
    try {
      // still the same stale lock (nobody took it meanwhile)? then it is ours to remove
      const now = readOwner(file);
      if (!(now && isAlive(now))) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    } finally {
      unlinkSync(takeover);
    }
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // only our own lock: never remove a file someone else wrote
    if (readOwner(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', release);
  return { file, release };
}
