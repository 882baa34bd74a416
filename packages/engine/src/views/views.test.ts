/**
 * Pseudocode, structogram and complexity of every construct of every language: each language
 * with a lowering has `fixtures/<tag>/` holding a program that uses each construct the language
 * has (`constructs.<ext>.txt`), its expected pseudocode (`pseudocode.txt`) and the expected
 * complexity of each chart (`complexity.json`). A new language adds that folder; nothing else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../node';
import { LOWERINGS } from '../lower/index';
import { chartComplexity } from '../metrics/complexity';
import { textWidth } from '../render/measureText';
import {
  lowerSource,
  pseudocode,
  structogram,
  viewCharts,
  writeStructogramSvg,
  type ViewNode,
} from './index';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const TAGS = Object.keys(LOWERINGS);

function fixture(tag: string): {
  code: string;
  pseudo: string;
  complexity: Record<string, number>;
} {
  const dir = path.join(FIXTURES, tag);
  const source = readdirSync(dir).find((f) => f.toLowerCase().startsWith('constructs.'));
  if (!source) throw new Error(`fixtures/${tag}/ has no constructs.<ext>.txt`);
  return {
    code: readFileSync(path.join(dir, source), 'utf8'),
    pseudo: readFileSync(path.join(dir, 'pseudocode.txt'), 'utf8'),
    complexity: JSON.parse(readFileSync(path.join(dir, 'complexity.json'), 'utf8')) as Record<
      string,
      number
    >,
  };
}

async function program(code: string, tag: string) {
  const lowered = await lowerSource(code, tag);
  if (!lowered.program) throw new Error(lowered.error);
  return lowered.program;
}

/** The constructs a view tree holds, as the structogram names its boxes. */
function constructs(nodes: readonly ViewNode[], out = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (n.t === 'line') out.add(n.jump ? 'jump' : 'statement');
    else if (n.t === 'if') {
      out.add('if');
      for (const b of n.branches) constructs(b.body, out);
      constructs(n.orelse ?? [], out);
    } else if (n.t === 'switch') {
      out.add('switch');
      for (const c of n.cases) constructs(c.body, out);
    } else if (n.t === 'try') {
      out.add('try');
      constructs(n.body, out);
      for (const h of n.handlers) constructs(h.body, out);
      constructs([...(n.orelse ?? []), ...(n.finally ?? [])], out);
    } else {
      out.add(n.t);
      constructs(n.body, out);
      if (n.t === 'loop' && n.noBreak) constructs(n.noBreak, out.add('block'));
    }
  }
  return out;
}

describe.each(TAGS)('views of %s', (tag) => {
  it('writes the pseudocode of every construct as a teacher would', async () => {
    const { code, pseudo } = fixture(tag);
    expect(pseudocode(await program(code, tag))).toBe(pseudo);
  });

  it('draws a structogram box for every construct, saying what the pseudocode says', async () => {
    const { code } = fixture(tag);
    const p = await program(code, tag);
    const scene = structogram(p);
    const expected = new Set(['title']);
    for (const chart of viewCharts(p)) for (const c of constructs(chart.body)) expected.add(c);
    const drawn = new Set(scene.boxes.map((b) => b.construct).filter((c) => c !== 'empty'));
    expect([...drawn].sort()).toEqual([...expected].sort());
    // every statement line of the pseudocode is a text of the structogram
    const texts = new Set(scene.texts.map((t) => t.text));
    const lines = pseudocode(p)
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^(?:RETURN|OUTPUT|INPUT|CALL|THROW|BREAK|CONTINUE)\b|←/.test(l))
      .filter((l) => l.length < 80);
    for (const line of lines) expect(texts, line).toContain(line);
    // nothing is drawn outside the picture, and no text runs past its right edge
    for (const b of scene.boxes) {
      expect(b.x + b.w).toBeLessThanOrEqual(scene.width + 0.01);
      expect(b.y + b.h).toBeLessThanOrEqual(scene.height + 0.01);
    }
    for (const t of scene.texts) {
      const w = textWidth(t.text, t.size) * (t.bold ? 1.2 : 1);
      const right = t.anchor === 'middle' ? t.x + w / 2 : t.x + w;
      expect(right, t.text).toBeLessThanOrEqual(scene.width);
    }
    const svg = writeStructogramSvg(scene, { title: 'Structogram' });
    expect(svg).toMatch(/^<svg [^>]*class="cf-structogram"/);
    expect(svg).toContain('data-construct="title"');
  });

  it('counts each chart’s complexity from the graph', async () => {
    const { code, complexity } = fixture(tag);
    const result = await generateFlowchart({ code, language: tag });
    if (!result.graph) throw new Error(result.error ?? 'no graph');
    const counted = chartComplexity(result.graph);
    const byName = Object.fromEntries(
      result.graph.charts.map((c) => [c.name, counted.get(c.id) ?? 0]),
    );
    expect(byName).toEqual(complexity);
  });
});

describe('pseudocode', () => {
  it('writes one chart by name, as Markdown on request', async () => {
    const p = await program('def f(x):\n    return x\n\nprint(f(2))\n', 'python');
    expect(pseudocode(p, { chart: 'f' })).toBe('FUNCTION f(x)\n    RETURN x\nEND FUNCTION\n');
    expect(pseudocode(p, { markdown: true })).toBe(
      '## f\n\n```text\nFUNCTION f(x)\n    RETURN x\nEND FUNCTION\n```\n\n' +
        '## Main program\n\n```text\nPROGRAM\n    OUTPUT f(2)\nEND PROGRAM\n```\n',
    );
  });

  it('names the charts there are when asked for one that is not', async () => {
    const p = await program('def f(x):\n    return x\n', 'python');
    expect(() => pseudocode(p, { chart: 'g' })).toThrow("No chart named 'g'. Charts: module, f");
  });

  it('says why it cannot draw blank code, an unknown or an unsupported language', async () => {
    expect((await lowerSource('  \n', 'python')).error).toBe('No code provided');
    expect((await lowerSource('x', 'cobol')).error).toMatch(/^Unsupported language 'cobol'/);
    expect((await lowerSource('x', 'other')).error).toBe(
      'Pseudocode and structograms need a supported language',
    );
  });

  it('keeps operators inside string literals as written', async () => {
    const p = await program('if a && !b:\n    print("x && !y == z")\n', 'python');
    expect(pseudocode(p)).toContain('OUTPUT "x && !y == z"');
  });
});

describe('long statements', () => {
  it('are written in linear time (type-like words without `=` once made a pattern backtrack)', async () => {
    const code = `int f() {\n  ${'A<b> '.repeat(4000)}c;\n  ${'T *'.repeat(5000)}x;\n  return 0;\n}\n`;
    const p = await program(code, 'c');
    const started = performance.now();
    const text = pseudocode(p);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(text).toContain('RETURN 0');
  });
});

describe('complexity', () => {
  it('is 1 for straight-line code and one more per decision', async () => {
    const result = await generateFlowchart({
      code: 'def f(x):\n    y = x\n    return y\n\ndef g(x):\n    if x:\n        return 1\n    while x > 0:\n        x -= 1\n    return 0\n',
      language: 'python',
    });
    if (!result.graph) throw new Error('no graph');
    const c = chartComplexity(result.graph);
    const names = Object.fromEntries(result.graph.charts.map((ch) => [ch.name, c.get(ch.id)]));
    expect(names).toEqual({ module: 1, f: 1, g: 3 });
  });
});
