/**
 * Lighthouse (mobile profile, its default) on every public page of the built app, served by the
 * built server: prints Performance, Accessibility, Best Practices and SEO per page.
 *
 *   npx tsx bench/lighthouse/run.ts [--no-build] [--runs N] [/path ...]
 *
 * Drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher;
 * no browser is downloaded. With --runs N each page is measured N times and the median of each
 * category is printed (Performance varies with the machine's load).
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from '../lib/benchServer';
import { run } from '../lib/process';

const root = path.resolve(import.meta.dirname, '../..');
const PAGES = [
  '/',
  '/features',
  '/how-it-works',
  '/PricingPagePublic',
  '/privacy-policy',
  '/refund-policy',
  '/disclaimer',
  '/ContactUsPage',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 1;
const pages = args.filter((a) => a.startsWith('/'));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

if (!args.includes('--no-build')) await run('npm', ['run', 'build'], root);
const server = await startBenchServer({
  name: 'lighthouse',
  webDist: path.join(root, 'apps/web/dist'),
  stdio: ['ignore', 'ignore', 'inherit'],
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
// the first requests after start-up meet a server still warming its engine workers
for (const page of PAGES) await fetch(`${server.base}${page}`);
let worst = 100;
try {
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}mobile, ${server.base}`);
  console.log('page                  perf  a11y  best   seo');
  for (const page of pages.length > 0 ? pages : PAGES) {
    const scores: Record<string, number[]> = {};
    // a run whose trace failed (Lighthouse's NO_NAVSTART and the like) is repeated, not counted
    for (let i = 0, failures = 0; i < runs; i++) {
      const result = await lighthouse(`${server.base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      if (result.lhr.runtimeError) {
        // a failed load (e.g. the page never painted within Lighthouse's limits) scores 0: say why
        console.log(
          `    run ${i + 1}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
        );
        if (++failures <= 3) {
          i--;
          continue;
        }
      }
      for (const c of CATEGORIES) {
        (scores[c] ??= []).push(Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
      }
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const audit of Object.values(result.lhr.audits)) {
          if (
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative'
          ) {
            console.log(`    ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
          }
        }
      }
    }
    const row = CATEGORIES.map((c) => median(scores[c] ?? []));
    worst = Math.min(worst, ...row);
    console.log(`${page.padEnd(20)} ${row.map((s) => String(s).padStart(5)).join(' ')}`);
  }
  console.log(`lowest score: ${worst} (target >= 95 in every category)`);
} finally {
  chrome.kill();
  await server.stop();
}
