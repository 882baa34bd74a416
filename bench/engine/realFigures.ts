/**
 * The correctness figures on real programs (issue 24 item 3): one owner for the numbers the
 * engine README's table and the public site state. The benches that measure them
 * (correctness.ts for C# and Kotlin, traceCorpus.ts for PHP and Ruby) write their row into
 * real-programs.json with `--record`; the README's table is made from the file
 * (`npx tsx bench/engine/realFiguresTable.ts` rewrites it between its markers) and the site's build
 * reads it (apps/web/scripts/marketingData.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIGURES_FILE = fileURLToPath(new URL('./real-programs.json', import.meta.url));

export type Count = { covered: number; total: number };

export type RealFigures = {
  /** language tag of the language record */
  language: string;
  /** the corpus, as the README names it */
  corpus: string;
  /** where the corpus comes from (its public repository) */
  url: string;
  /** what else the row counts (construct programs written here) */
  note?: string;
  /** files checked, and those conformant (no call failing the walk) */
  files: Count;
  /** calls checked, when the bench counts them */
  calls?: number;
  /** consecutive executed lines of a call checked against the chart */
  transitions: number;
  /**
   * `drawn`: executed lines (once per call) that the chart draws; `run`: executable lines that
   * some call ran (how much of the corpus its tests reach)
   */
  lines: Count & {
    meaning: 'drawn' | 'run';
    /** of the lines not drawn, those that ran in calls no chart holds (compiler-made members) */
    uncharted?: number;
  };
  /** when and under what load it was measured (ISO times, load averages at start and end) */
  measured: { start: string; end: string; load: [number, number] };
  /** the command that measured it */
  command: string;
};

export function readFigures(): RealFigures[] {
  return JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as RealFigures[];
}

/** A run's start: its time and the load average then (1 minute). */
export function startMeasure(): { start: string; load: number } {
  return { start: new Date().toISOString(), load: Number(loadavg()[0]!.toFixed(1)) };
}

/** Puts a row in the file, in place of the row of the same language and corpus. */
export async function recordFigures(
  row: Omit<RealFigures, 'measured' | 'command'>,
  started: { start: string; load: number },
): Promise<void> {
  const measured = {
    start: started.start,
    end: new Date().toISOString(),
    load: [started.load, Number(loadavg()[0]!.toFixed(1))] as [number, number],
  };
  const command = `npx tsx ${path.relative(process.cwd(), process.argv[1] ?? '')} ${process.argv.slice(2).join(' ')}`;
  const rows = readFigures().filter((r) => r.language !== row.language || r.corpus !== row.corpus);
  rows.push({ ...row, measured, command });
  rows.sort((a, b) => a.language.localeCompare(b.language) || a.corpus.localeCompare(b.corpus));
  // laid out as prettier does (`npm run lint` checks the file); loaded only here, so the web
  // build's plugin, which reads the file, does not load prettier
  const { format, resolveConfig } = await import('prettier');
  const options = (await resolveConfig(FIGURES_FILE)) ?? {};
  writeFileSync(
    FIGURES_FILE,
    await format(JSON.stringify(rows, null, 2), { ...options, parser: 'json' }),
  );
}
