/**
 * Mermaid validity: every sample's flowchart (plain and compact, every language) parses and
 * renders in the real Mermaid in headless Chromium, and so does a file far past Mermaid's limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFlowchart, LANGUAGES } from '../../src/node';
import { openMermaid, type MermaidBrowser } from './mermaidBrowser';
import { mutate, seededRng } from '../fuzz/mutate';
import { loadSamples } from './samples';

const samples = loadSamples();
let mermaid: MermaidBrowser;

beforeAll(async () => {
  mermaid = await openMermaid();
}, 60_000);

afterAll(async () => {
  await mermaid?.close();
});

/** texts already rendered without error, so the compact pass skips outputs it shares */
const rendered = new Set<string>();

/** Renders each distinct text once; returns one readable line per failure. */
async function renderAll(items: { name: string; text: string }[]): Promise<string[]> {
  const distinct = [...new Map(items.map((i) => [i.text, i])).values()].filter(
    (i) => !rendered.has(i.text),
  );
  const failures = await mermaid.check(distinct.map((i) => i.text));
  const failed = new Set(failures.map((f) => f.index));
  distinct.forEach((item, i) => {
    if (!failed.has(i)) rendered.add(item.text);
  });
  return failures.map((f) => {
    const item = distinct[f.index]!;
    return `${item.name}: ${f.stage} failed: ${f.message.split('\n').slice(0, 4).join(' | ')}`;
  });
}

describe('Mermaid output renders', () => {
  it('the harness itself reports a diagram Mermaid rejects', async () => {
    const failures = await mermaid.check([
      'flowchart TD\n  a["ok"] --> b["unclosed',
      'flowchart TD\n  a["ok"]',
    ]);
    expect(failures).toEqual([expect.objectContaining({ index: 0, stage: 'parse' })]);
  });

  it('has at least ten samples per language', () => {
    const counts: Record<string, number> = {};
    for (const s of samples) counts[s.language] = (counts[s.language] ?? 0) + 1;
    for (const language of LANGUAGES.filter((l) => l !== 'other')) {
      expect(counts[language] ?? 0, language).toBeGreaterThanOrEqual(10);
    }
  });

  it.each([false, true])(
    'every sample, compact: %s',
    async (compact) => {
      const items: { name: string; text: string }[] = [];
      const problems: string[] = [];
      for (const s of samples) {
        const result = await generateFlowchart({ code: s.code, language: s.language, compact });
        if (result.error !== null || !result.flowchart.startsWith('flowchart')) {
          problems.push(`${s.name}: no flowchart: ${result.error}`);
          continue;
        }
        items.push({ name: s.name, text: result.flowchart });
      }
      problems.push(...(await renderAll(items)));
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    },
    300_000,
  );

  it('fuzzed inputs of every language (seeded mutants)', async () => {
    const rng = seededRng(4242);
    const items: { name: string; text: string }[] = [];
    for (const s of samples) {
      if (rng() > 0.25) continue;
      const code = mutate(mutate(s.code, rng), rng);
      const result = await generateFlowchart({ code, language: s.language, compact: rng() < 0.5 });
      if (result.error === null) items.push({ name: `${s.name} (mutant)`, text: result.flowchart });
    }
    expect(items.length).toBeGreaterThanOrEqual(20);
    const problems = await renderAll(items);
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  }, 300_000);

  it.each([
    ['python', (i: number) => `def f${i}(x):\n    if x > ${i}:\n        return x\n    return -x\n`],
    ['javascript', (i: number) => `function f${i}(x) {\n  while (x > ${i}) x--;\n  return x;\n}\n`],
  ] as const)(
    'a %s file of 3,000 small functions',
    async (language, fn) => {
      const code = Array.from({ length: 3000 }, (_, i) => fn(i)).join('\n');
      const result = await generateFlowchart({ code, language });
      expect(result.error).toBeNull();
      expect(result.graph?.charts.length).toBeGreaterThan(3000);
      const whole = result.flowchart;
      expect(whole).toMatch(/^flowchart/);
      // the whole-file output stops at Mermaid's limits and says what it left out
      expect(whole.length).toBeLessThanOrEqual(50_000);
      expect(whole).toMatch(/more chart\(s\) not drawn/);
      const charts = result.graph!.charts;
      const picked = [charts[1]!, charts[1500]!, charts[charts.length - 1]!];
      const items = [{ name: `${language} whole file`, text: whole }];
      for (const chart of picked) {
        const one = await generateFlowchart({ code, language, chart: chart.id });
        items.push({ name: `${language} chart ${chart.name}`, text: one.flowchart });
      }
      const problems = await renderAll(items);
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    },
    300_000,
  );
});
