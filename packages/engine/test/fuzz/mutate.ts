/** Seeded random mutations of source text, for the fuzz test (same seed, same inputs). */

export type Rng = () => number;

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const int = (rng: Rng, n: number): number => Math.floor(rng() * n);

/** Tokens that break structure in every supported language. */
const NOISE = [
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  '`',
  ':',
  ';',
  ',',
  '\\',
  '#',
  '/*',
  '*/',
  '//',
  '"""',
  'if',
  'else',
  'elif',
  'while',
  'for',
  'do',
  'switch',
  'case',
  'default:',
  'match',
  'try',
  'catch',
  'except',
  'finally',
  'return',
  'break',
  'continue',
  'goto',
  'yield',
  'await',
  'async',
  'def',
  'class',
  'function',
  'lambda',
  '=>',
  '->',
  '::',
  'with',
  'raise',
  'throw',
  'end',
  '\t',
  '\n',
  '    ',
  '\r\n',
  '\u00a0',
  '\u0000',
  '%%',
  '-->',
  '<',
  '>',
  '&',
  '|',
];

export const MUTATIONS = ['truncate', 'delete', 'duplicate', 'swap', 'insert', 'indent'] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** One random mutation of `code`. */
export function mutate(code: string, rng: Rng, kind: Mutation = pick(rng, MUTATIONS)): string {
  const lines = code.split('\n');
  const at = int(rng, lines.length);
  switch (kind) {
    case 'truncate':
      return code.slice(0, int(rng, code.length + 1));
    case 'delete':
      lines.splice(at, 1 + int(rng, 3));
      return lines.join('\n');
    case 'duplicate':
      lines.splice(at, 0, ...lines.slice(at, at + 1 + int(rng, 3)));
      return lines.join('\n');
    case 'swap': {
      const other = int(rng, lines.length);
      [lines[at], lines[other]] = [lines[other]!, lines[at]!];
      return lines.join('\n');
    }
    case 'insert': {
      const pos = int(rng, code.length + 1);
      const token = pick(rng, NOISE);
      return code.slice(0, pos) + token + code.slice(pos);
    }
    case 'indent':
      lines[at] = rng() < 0.5 ? `  ${lines[at]}` : lines[at]!.replace(/^\s{1,4}/, '');
      return lines.join('\n');
  }
}
