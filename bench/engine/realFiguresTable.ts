/**
 * The engine README's table of correctness figures on real programs, made from
 * real-programs.json (realFigures.ts): `npx tsx bench/engine/realFiguresTable.ts` rewrites it
 * between its markers after a bench recorded a row.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_RECORDS } from '@codeflow/contracts/languages';
import { format, resolveConfig } from 'prettier';
import { FIGURES_FILE, readFigures, type Count, type RealFigures } from './realFigures';

const README = fileURLToPath(new URL('../../packages/engine/README.md', import.meta.url));

const pct = (c: Count): string =>
  c.total === 0 ? '-' : `${((100 * c.covered) / c.total).toFixed(c.covered === c.total ? 0 : 1)} %`;
const n = (x: number): string => x.toLocaleString('en-US');
const count = (c: Count): string => `${n(c.covered)} / ${n(c.total)} (${pct(c)})`;
const names = new Map<string, string>(LANGUAGE_RECORDS.map((r) => [r.tag, r.displayName]));

/** The README's table, made from the rows, as prettier lays it out (`npm run lint` checks it). */
export async function figuresTable(rows: RealFigures[]): Promise<string> {
  const body = rows.map((r) => {
    const when = `${r.measured.start.slice(0, 16).replace('T', ' ')}–${r.measured.end.slice(11, 16)} UTC, load ${r.measured.load.join('–')}`;
    return [
      names.get(r.language) ?? r.language,
      `[${r.corpus}](${r.url})${r.note ? ` ${r.note}` : ''}`,
      count(r.files),
      r.calls === undefined ? '' : n(r.calls),
      n(r.transitions),
      `${count(r.lines)} ${r.lines.meaning}${r.lines.uncharted ? `, ${n(r.lines.uncharted)} of the rest in no chart` : ''}`,
      when,
    ];
  });
  const head = [
    'Language',
    'Corpus',
    'Files conformant',
    'Calls',
    'Transitions checked',
    'Line coverage',
    'Measured',
  ];
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  const table = [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
  const options = (await resolveConfig(README)) ?? {};
  return (await format(table, { ...options, parser: 'markdown' })).trimEnd();
}

const BEGIN = '<!-- real-program figures: made from bench/engine/real-programs.json -->';
const END = '<!-- end of real-program figures -->';

/** Rewrites the README's table from the file. */
export async function writeReadmeTable(): Promise<void> {
  const readme = readFileSync(README, 'utf8');
  const from = readme.indexOf(BEGIN);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${README}: no ${BEGIN} … ${END} markers`);
  const table = await figuresTable(readFigures());
  writeFileSync(
    README,
    `${readme.slice(0, from + BEGIN.length)}\n\n${table}\n\n${readme.slice(to)}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeReadmeTable();
  console.log(`README table rewritten from ${FIGURES_FILE}`);
}
