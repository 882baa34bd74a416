/**
 * The incremental engine (decision 045) against a full rebuild: random edit sessions on every
 * sample of every language — keystrokes at random places (ASCII, accents, CJK, emoji, new lines),
 * deletions, pastes of other lines, the fuzz test's structural mutations, undo back to an earlier
 * text — and after every edit the incremental answer must deep-equal generateFlowchart's. Seeded:
 * a failure names its seed, sample and step, and replays the same way.
 */
import { describe, expect, it } from 'vitest';
import { LOWERINGS } from '../../src/lower/index';
import { createIncrementalEngine, generateFlowchart } from '../../src/node';
import { textEdit } from '../../src/incremental/textEdit';
import { mutate, seededRng, type Rng } from '../fuzz/mutate';
import { loadSamples, type Sample } from '../mermaid/samples';

const SEED = 20261127;
/** edits per language: 12 languages × 250 = 3,000 edits, each checked against a full rebuild */
const EDITS_PER_LANGUAGE = 250;

const int = (rng: Rng, n: number): number => Math.floor(rng() * n);
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[int(rng, xs.length)]!;

const TYPED = ['a', 'x', '1', ' ', '\n', '\t', '(', ')', '{', '}', ':', ';', '"', 'é', '中', '😀'];

/** One edit as a person makes it in the editor. */
function edit(code: string, rng: Rng, history: readonly string[]): string {
  const at = int(rng, code.length + 1);
  const roll = rng();
  if (roll < 0.4) {
    // typing inside a word or a number: a valid text usually stays valid (the incremental parse)
    const word = /[A-Za-z0-9_]/;
    for (let p = at; p < code.length; p++)
      if (word.test(code[p]!)) return code.slice(0, p) + pick(rng, ['e', 'n', '7']) + code.slice(p);
  }
  if (roll < 0.55) return code.slice(0, at) + pick(rng, TYPED) + code.slice(at);
  if (roll < 0.65) return code.slice(0, at) + code.slice(at + 1 + int(rng, 5));
  if (roll < 0.7) {
    // paste a few lines taken from elsewhere in the text
    const from = int(rng, code.length + 1);
    return code.slice(0, at) + code.slice(from, from + int(rng, 120)) + code.slice(at);
  }
  if (roll < 0.8) return mutate(code, rng);
  // undo: back to the sample as it was, or to any earlier text
  return rng() < 0.5 ? history[0]! : pick(rng, history);
}

type SessionCounts = {
  checked: number;
  incremental: number;
  definitionsReused: number;
  statementsReused: number;
};

/** languages whose lowering takes unchanged top-level statements from the last one */
const STATEMENT_REUSE = new Set([
  'python',
  'javascript',
  'typescript',
  'go',
  'java',
  'c',
  'cpp',
  'csharp',
  'kotlin',
  'php',
  'ruby',
  'rust',
]);

async function session(samples: Sample[], seed: number, edits: number): Promise<SessionCounts> {
  const rng = seededRng(seed);
  const engine = createIncrementalEngine();
  let checked = 0;
  try {
    for (let step = 0; step < edits; step++) {
      const sample = samples[Math.floor(step / (edits / samples.length))] ?? samples[0]!;
      const history = [sample.code];
      let code = sample.code;
      // each sample gets a run of edits; the engine keeps its tree across samples too
      const run = Math.max(1, Math.floor(edits / samples.length));
      for (let i = 0; i < run && step < edits; i++, step++) {
        code = edit(code, rng, history);
        history.push(code);
        const compact = rng() < 0.2;
        const request = { code, language: sample.language, compact };
        const [incremental, full] = await Promise.all([
          engine.generate(request),
          generateFlowchart(request),
        ]);
        expect(incremental, `seed ${seed}, ${sample.name}, edit ${i}`).toEqual(full);
        checked++;
      }
      step--;
    }
    return {
      checked,
      incremental: engine.counts.incremental,
      definitionsReused: engine.counts.definitionsReused,
      statementsReused: engine.counts.statementsReused,
    };
  } finally {
    engine.dispose();
  }
}

const samples = loadSamples();
const languages = [...new Set(samples.map((s) => s.language))];

describe('incremental engine = full rebuild', () => {
  it('covers every engine language', () => {
    expect(languages.sort()).toEqual(Object.keys(LOWERINGS).sort());
  });

  it.each(languages)(
    '%s: every answer of a random edit session equals a full rebuild',
    async (language) => {
      const mine = samples.filter((s) => s.language === language).slice(0, 12);
      const counts = await session(mine, SEED + languages.indexOf(language), EDITS_PER_LANGUAGE);
      expect(counts.checked).toBeGreaterThanOrEqual(EDITS_PER_LANGUAGE - mine.length);
      // the incremental path itself is what is checked: a good share of edits keeps a valid text
      expect(counts.incremental).toBeGreaterThan(EDITS_PER_LANGUAGE / 10);
      // and so is the per-function reuse: unchanged definitions copied, not built
      expect(counts.definitionsReused).toBeGreaterThan(0);
      // and the per-statement lowering reuse, where the language has it
      if (STATEMENT_REUSE.has(language)) expect(counts.statementsReused).toBeGreaterThan(0);
      else expect(counts.statementsReused).toBe(0);
    },
    120_000,
  );

  it('follows a switch of language and a request for one chart', async () => {
    const engine = createIncrementalEngine();
    const python = 'def f(x):\n    if x:\n        return 1\n    return 2\n';
    const c = 'int f(int x) {\n  if (x) return 1;\n  return 2;\n}\n';
    for (const request of [
      { code: python, language: 'python' },
      { code: c, language: 'c' },
      { code: python.replace('1', '10'), language: 'python', chart: 'f' },
      { code: python, language: 'python', chart: 'g' },
      { code: '  ', language: 'python' },
      { code: 'MOVE A TO B', language: 'other' },
      { code: python, language: 'cobol' },
    ])
      expect(await engine.generate(request)).toEqual(await generateFlowchart(request));
    engine.dispose();
  });
});

describe('textEdit', () => {
  it('describes the changed middle in code units, rows and columns', () => {
    expect(textEdit('ab\ncd\nef', 'ab\ncXd\nef')).toEqual({
      startIndex: 4,
      oldEndIndex: 4,
      newEndIndex: 5,
      startPosition: { row: 1, column: 1 },
      oldEndPosition: { row: 1, column: 1 },
      newEndPosition: { row: 1, column: 2 },
    });
    expect(textEdit('same', 'same')).toBeNull();
  });

  it('never cuts a surrogate pair in two', () => {
    // 😀 and 😃 share their high surrogate: the edit must start before it
    const e = textEdit('a😀b', 'a😃b')!;
    expect([e.startIndex, e.oldEndIndex, e.newEndIndex]).toEqual([1, 3, 3]);
  });

  it('handles lines removed before the end', () => {
    expect(textEdit('x\ny\nz', 'x\nz')).toMatchObject({
      startIndex: 2,
      oldEndIndex: 4,
      newEndIndex: 2,
      oldEndPosition: { row: 2, column: 0 },
      newEndPosition: { row: 1, column: 0 },
    });
  });
});
