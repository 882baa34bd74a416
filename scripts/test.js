// `npm test`: every suite — unit and integration (Vitest; server suites on PGlite and on
// PostgreSQL) and end-to-end (Playwright in the system Chromium against the built server) —
// then one summary line `N passed, N failed`.
//
// It first checks for every tool a suite needs (scripts/lib/preflight.js: Chromium, PostgreSQL,
// gcc, g++, gdb, binutils, a JDK, python3). Anything missing fails the run with one message naming
// all of it and the apt-get command, unless ALLOW_SKIP=1: then the suites that need a missing tool
// are excluded and named loudly at the start and the end.
import './lib/requireNode.js';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findPostgresBin, startTempPostgres } from './lib/postgres.js';
import { missingTools, missingToolsMessage, skipPlan } from './lib/preflight.js';
import { run } from './lib/run.js';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
const allowSkip = process.env.ALLOW_SKIP === '1';
const args = new Set(process.argv.slice(2));
const onlyUnit = args.has('--unit');
const onlyE2e = args.has('--e2e');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const env = { ...process.env, CHROMIUM_PATH: chromium };
const postgresBinaries = findPostgresBin();
const postgresBin = env.TEST_DATABASE_URL ? undefined : postgresBinaries;

const missing = missingTools({
  env,
  chromiumPath: chromium,
  // the scale-out test initdb's and restarts a cluster of its own: binaries, not only a URL
  postgresReady: Boolean(postgresBinaries || onlyE2e),
  unit: !onlyE2e,
});
let runE2e = !onlyUnit;
const skipped = [];
const vitestExcludes = [];
if (missing.length) {
  if (!allowSkip) {
    console.error(`\n${missingToolsMessage(missing)}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const plan = skipPlan(missing, { e2e: runE2e });
  skipped.push(...plan.notices);
  vitestExcludes.push(...plan.exclude);
  if (plan.skipE2e) runE2e = false;
  console.log('\n!!! ALLOW_SKIP=1: RUNNING WITHOUT SOME SUITES !!!');
  for (const s of skipped) console.log(`!!! ${s}`);
}

let stopPostgres;
if (!onlyE2e && postgresBin) {
  try {
    const pg = await startTempPostgres(postgresBin);
    env.TEST_DATABASE_URL = pg.url;
    stopPostgres = pg.stop;
    console.log(`Started a throw-away PostgreSQL for the tests at ${pg.url}`);
  } catch (error) {
    console.error(`\nCould not start PostgreSQL for the tests: ${error.message}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
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
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
        ...vitestExcludes.map((file) => `--exclude=${file}`),
      ],
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
