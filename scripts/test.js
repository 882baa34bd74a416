// `npm test`: every suite — unit and integration (Vitest; server suites on PGlite and on
// PostgreSQL) and end-to-end (Playwright in the system Chromium against the built server) —
// then one summary line `N passed, N failed`.
//
// Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH) and PostgreSQL (TEST_DATABASE_URL, or
// PostgreSQL's binaries so a throw-away cluster can be started). A missing one fails the run
// with install instructions, unless ALLOW_SKIP=1 (then the skipped suites are named loudly).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBin, startTempPostgres } from './lib/postgres.js';
import { run } from './lib/run.js';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
const allowSkip = process.env.ALLOW_SKIP === '1';
const args = new Set(process.argv.slice(2));
const onlyUnit = args.has('--unit');
const onlyE2e = args.has('--e2e');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const problems = [];
const skipped = [];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let runE2e = !onlyUnit;
if (runE2e && !existsSync(chromium)) {
  const msg = `Chromium not found at ${chromium}: install it with \`sudo apt-get install chromium\` (Debian/Ubuntu) or set CHROMIUM_PATH.`;
  if (allowSkip) {
    skipped.push(`END-TO-END TESTS (Playwright): ${msg}`);
    runE2e = false;
  } else problems.push(msg);
}

let stopPostgres;
const env = { ...process.env, CHROMIUM_PATH: chromium };
if (!onlyE2e && !env.TEST_DATABASE_URL) {
  const bin = findPostgresBin();
  if (bin) {
    try {
      const pg = await startTempPostgres(bin);
      env.TEST_DATABASE_URL = pg.url;
      stopPostgres = pg.stop;
      console.log(`Started a throw-away PostgreSQL for the tests at ${pg.url}`);
    } catch (error) {
      problems.push(`Could not start PostgreSQL for the tests: ${error.message}`);
    }
  } else {
    const msg =
      'PostgreSQL not found: install it with `sudo apt-get install postgresql`, or set TEST_DATABASE_URL=postgres://user:pass@host/db (a role allowed to CREATE DATABASE).';
    if (allowSkip) skipped.push(`POSTGRESQL SUITE (server tests on PostgreSQL): ${msg}`);
    else problems.push(msg);
  }
}

if (problems.length) {
  console.error('\nCannot run the full test suite:');
  for (const p of problems) console.error(`  - ${p}`);
  console.error('Set ALLOW_SKIP=1 to run without the missing component (its suites are skipped).');
  stopPostgres?.();
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const totals = { passed: 0, failed: 0 };
const lines = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// The failing tests' names (and first message line) go into the summary at the very end, so a CI
// log that keeps only its tail still says what failed.
function failedVitestTests(report) {
  const out = [];
  for (const file of report?.testResults ?? []) {
    const rel = path.relative(root, file.name ?? '');
    const failing = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (!failing.length && file.status === 'failed')
      out.push(`  ✗ ${rel}: ${firstLine(file.message)}`);
    for (const t of failing)
      out.push(`  ✗ ${rel} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
  return out;
}

function failedPlaywrightTests(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        out.push(`  ✗ ${spec.file ?? file} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return out;
}

/** ANSI colour codes (ESC [ … m), stripped from messages */
const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLine(text) {
  const line = String(text ?? '')
    .replace(ansiColour, '')
    .split('\n')
    .find((l) => l.trim());
  return (line ?? '(no message)').trim().slice(0, 300);
}

try {
  if (!onlyE2e) {
    const out = path.join(tmp, 'vitest.json');
    const code = await run(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      { cwd: root, env },
    );
    const report = readJson(out);
    const passed = report?.numPassedTests ?? 0;
    // a crashed run (no report, or a failing file with no test) still counts as a failure
    const failed = (report?.numFailedTests ?? 0) + (code !== 0 && !report?.numFailedTests ? 1 : 0);
    totals.passed += passed;
    totals.failed += failed;
    lines.push(`Unit and integration (Vitest): ${passed} passed, ${failed} failed`);
    lines.push(...failedVitestTests(report));
  }

  if (runE2e) {
    const build = await run('npm', ['run', 'build'], { cwd: root, env });
    if (build !== 0) {
      totals.failed += 1;
      lines.push('End-to-end (Playwright): build failed');
    } else {
      const out = path.join(tmp, 'playwright.json');
      const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
        cwd: root,
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
      const stats = readJson(out)?.stats;
      const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
      const failed = (stats?.unexpected ?? 0) + (code !== 0 && !stats?.unexpected ? 1 : 0);
      totals.passed += passed;
      totals.failed += failed;
      lines.push(`End-to-end (Playwright): ${passed} passed, ${failed} failed`);
      lines.push(...failedPlaywrightTests(readJson(out)));
    }
  }
} finally {
  stopPostgres?.();
}

console.log('\n' + lines.join('\n'));
if (skipped.length) {
  console.log('\n!!! SKIPPED (ALLOW_SKIP=1) !!!');
  for (const s of skipped) console.log(`!!! ${s}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
