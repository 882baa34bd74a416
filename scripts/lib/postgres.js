// Starts a throw-away PostgreSQL cluster on loopback for the test run, when the machine has
// PostgreSQL's binaries (Debian: apt-get install postgresql) but no TEST_DATABASE_URL was given.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Finds initdb/pg_ctl on PATH or in Debian's /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin() {
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) {
    const real = execFileSync('readlink', ['-f', which.stdout.trim()], { encoding: 'utf8' }).trim();
    const dir = path.dirname(real);
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const dir = path.join(base, v, 'bin');
      if (existsSync(path.join(dir, 'pg_ctl')) && existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  return undefined;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * initdb + pg_ctl start in a temp dir. PostgreSQL refuses to run as root, so as root the cluster
 * runs as the `postgres` system user (created by Debian's package).
 * Returns { url, dataDir, stop, halt, resume }: `halt` stops the server as a crash would (immediate mode)
 * and `resume` starts it again on the same data and port (the scale-out test's outage).
 */
export async function startTempPostgres(binDir) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const res = spawnSync(full[0], full[1], { encoding: 'utf8' });
    if (res.status !== 0) {
      throw new Error(`${path.basename(cmd)} failed: ${res.stderr || res.stdout}`);
    }
  };
  if (asRoot) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (pw.status !== 0) throw new Error('running as root but there is no postgres user');
    const uid = Number(pw.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const data = path.join(dir, 'data');
  run(path.join(binDir, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const start = () =>
    run(path.join(binDir, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // an outage as clients see one: every connection cut at once, nothing answering on the port
  const halt = () =>
    run(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
  const stop = () => {
    try {
      run(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, dataDir: data, stop, halt, resume: start };
}
