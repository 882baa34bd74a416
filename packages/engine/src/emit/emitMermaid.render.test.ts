/**
 * Renders emitted Mermaid with the Mermaid the web app ships, in the system Chromium: the only
 * real proof that the text renders without error.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowGraph } from '../graph/types';
import { generateFlowchart } from '../node';
import { emitMermaid } from './emitMermaid';
import { MAX_LABEL_CHARS, MAX_LABEL_LINES } from './escapeLabel';

const CHROMIUM = '/usr/bin/chromium';
const require = createRequire(import.meta.url);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      'Chromium missing: install the Debian package `chromium` (apt-get install chromium)',
    );
  }
  browser = await chromium.launch({ executablePath: CHROMIUM });
  page = await browser.newPage();
  await page.setContent('<html><body><div id="out"></div></body></html>');
  await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
  await page.evaluate(() => {
    (globalThis as unknown as { mermaid: { initialize(c: object): void } }).mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
    });
  });
});

afterAll(async () => {
  await browser?.close();
});

let counter = 0;

/** the page's `mermaid` global as these tests use it (a type only, so usable inside evaluate) */
type PageMermaid = { mermaid: { render(id: string, t: string): Promise<{ svg: string }> } };

/** Renders and returns the text of every node label as the page shows it. */
async function labelTexts(text: string): Promise<string[]> {
  counter++;
  return page.evaluate(
    async ({ text, id }) => {
      const m = (globalThis as unknown as PageMermaid).mermaid;
      // this package has no DOM typings: the little of `document` used here, typed by hand
      type Element = { innerHTML: string; querySelectorAll(s: string): Iterable<Element> };
      const doc = (globalThis as unknown as { document: { getElementById(id: string): Element } })
        .document;
      const { svg } = await m.render(id, text);
      const out = doc.getElementById('out');
      out.innerHTML = svg;
      // a <br> inside a label would be a line break the source does not have: show it as `⏎`
      return [...out.querySelectorAll('.nodeLabel')].map((el) =>
        el.innerHTML.replace(/<br\s*\/?>/g, '⏎').replace(/<[^>]*>/g, ''),
      );
    },
    { text, id: `g${counter}` },
  );
}

async function render(text: string): Promise<string> {
  counter++;
  return page.evaluate(
    async ({ text, id }) => {
      const m = (globalThis as unknown as PageMermaid).mermaid;
      try {
        const { svg } = await m.render(id, text);
        return svg.includes('<svg') ? 'ok' : 'no svg';
      } catch (e) {
        return `error: ${e instanceof Error ? e.message : String(e)}`;
      }
    },
    { text, id: `g${counter}` },
  );
}

const NASTY = `
def f(a, b="x#y\\"z", *c):
    """doc with <b>html</b> & \`ticks\` and end"""
    if a < b and b > 0 or a & 1:
        print("#quot; %% end -->|x| o--o", end="")
    elif a == "end":
        return {"k": [1, 2]}
    for end in range(3):
        s = 'é ü 中文 🎉 ' + "\\n"
    while a:
        a -= 1
        if a:
            continue
        break
    try:
        raise ValueError("bad: (x) [y] {z}")
    except (ValueError, KeyError) as e:
        pass
    finally:
        x = ${'"' + 'long'.repeat(40) + '"'}
    match a:
        case [1, _] | {"k": 2} if a > 0:
            pass
        case _:
            pass
    with open("f") as o, open("x") as x:
        yield x
    return
class end:
    def o(self): return lambda: 1
`;

describe('emitted Mermaid renders in Mermaid 11', () => {
  it('the harness notices broken Mermaid', async () => {
    expect(await render('flowchart TD\n  a["x"] --> b["y"\n  b --> end')).toMatch(/^error/);
  });

  it('renders a file full of characters Mermaid would otherwise parse', async () => {
    const r = await generateFlowchart({ code: NASTY, language: 'python' });
    expect(r.error).toBeNull();
    expect(await render(r.flowchart)).toBe('ok');
  });

  it('draws backslash escapes in string literals as written, not as line breaks', async () => {
    const code = 'int main(void) {\n  printf("%d\\n\\t%s\\\\", 1, "x");\n  return 0;\n}\n';
    const r = await generateFlowchart({ code, language: 'c' });
    const labels = await labelTexts(r.flowchart);
    expect(labels).toContain('printf("%d\\n\\t%s\\\\", 1, "x")');
  });

  it('renders the compact form and the per-line fallback', async () => {
    const compact = await generateFlowchart({ code: NASTY, language: 'python', compact: true });
    expect(await render(compact.flowchart)).toBe('ok');
    const other = await generateFlowchart({ code: NASTY, language: 'other' });
    expect(await render(other.flowchart)).toBe('ok');
  });

  it('renders C, Java, JavaScript and TypeScript charts', async () => {
    const samples: [string, string][] = [
      [
        'c',
        'int f(int n) {\n  switch (n) { case 1: n++; default: break; }\n  do { n--; } while (n > 0 && n != "#x"[0]);\n  goto end;\nend:\n  return n;\n}\n',
      ],
      [
        'java',
        'class A {\n  int f(int n) {\n    outer: for (int i : xs) { if (i > 0) continue outer; }\n    try { g(); } catch (IOException | RuntimeException e) { throw e; } finally { n = 0; }\n    return switch (n) { case 1 -> 2; default -> { yield 3; } };\n  }\n}\n',
      ],
      [
        'javascript',
        'function f(xs) {\n  for (const x of xs) { if (x < 0 && x !== "end") break; }\n  console.log(`#${xs}`);\n  return xs.map((x) => x > 1);\n}\n',
      ],
      [
        'typescript',
        'function f<T extends { a: number }>(x: T): number {\n  return x.a > 0 ? 1 : 0;\n}\n',
      ],
    ];
    for (const [language, code] of samples) {
      const r = await generateFlowchart({ code, language });
      expect(r.error, language).toBeNull();
      expect(await render(r.flowchart), language).toBe('ok');
    }
  });

  it('renders a file larger than Mermaid edge limit', async () => {
    const body = Array.from(
      { length: 400 },
      (_, i) => `    if x > ${i}:\n        x = ${i}\n    else:\n        y = ${i}`,
    ).join('\n');
    const code = `def big(x):\n${body}\n    return x\n\ndef small():\n    return 1\n`;
    const r = await generateFlowchart({ code, language: 'python' });
    expect(r.graph?.edges.length).toBeGreaterThan(500);
    expect(await render(r.flowchart)).toBe('ok');
  });
});

/** What the page shows after rendering: node labels by node id, edge labels, chart titles, CSS. */
type Shown = { nodes: Record<string, string>; edges: string[]; clusters: string[]; style: string };

async function shown(text: string): Promise<Shown | string> {
  counter++;
  return page.evaluate(
    async ({ text, id }) => {
      const m = (globalThis as unknown as PageMermaid).mermaid;
      type El = {
        innerHTML: string;
        value: string;
        id: string;
        textContent: string | null;
        querySelector(s: string): El | null;
        querySelectorAll(s: string): Iterable<El>;
      };
      const doc = (
        globalThis as unknown as {
          document: { getElementById(id: string): El; createElement(t: string): El };
        }
      ).document;
      let svg: string;
      try {
        ({ svg } = await m.render(id, text));
      } catch (e) {
        return `error: ${e instanceof Error ? e.message : String(e)}`;
      }
      const out = doc.getElementById('out');
      out.innerHTML = svg;
      // the text a person reads: line breaks as ⏎, entities decoded, tags (there are none) dropped
      const read = (el: El | null): string => {
        const html = (el?.innerHTML ?? '').replace(/<br\s*\/?>/g, '⏎').replace(/<[^>]*>/g, '');
        const t = doc.createElement('textarea');
        t.innerHTML = html;
        return t.value;
      };
      const nodes: Record<string, string> = {};
      for (const g of out.querySelectorAll('g.node')) {
        const node = /flowchart-(n\d+)-/.exec(g.id)?.[1];
        if (node) nodes[node] = read(g.querySelector('.nodeLabel'));
      }
      const edges = [...out.querySelectorAll('g.edgeLabel')].map(read).filter((s) => s !== '');
      const clusters = [...out.querySelectorAll('.cluster-label')].map(read);
      const style = (out.querySelector('style')?.textContent ?? '').replaceAll(id, 'ID');
      return { nodes, edges, clusters, style };
    },
    { text, id: `g${counter}` },
  );
}

/**
 * The label as it should be drawn: the source text, cut the way escapeLabel cuts it (the page
 * trims the ends, as a person sees it).
 */
function drawn(text: string): string {
  return cut(text).trim();
}

function cut(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const kept = lines.length > MAX_LABEL_LINES ? [...lines.slice(0, MAX_LABEL_LINES), '...'] : lines;
  return kept
    .map((line) => {
      // eslint-disable-next-line no-control-regex
      const chars = Array.from(line.replace(/[\u0000-\u001f\u007f]/g, ' '));
      const shown =
        chars.length > MAX_LABEL_CHARS
          ? `${chars.slice(0, MAX_LABEL_CHARS).join('')}...`
          : chars.join('');
      // the deliberate changes: an invisible word joiner splits a backslash-n in a label of
      // several lines, and Mermaid's own entity markers
      return kept.length > 1 ? shown.replace(/\\(?=n)/g, '\\\u2060') : shown;
    })
    .join('⏎')
    .replace(/([\uFB02\u00B6])(?=[\u00B0\u00DF])/g, '$1\u2060');
}

/** Pieces of text Mermaid gives a meaning to, and a few that attack the page around it. */
const HOSTILE = [
  "%%{init: {'themeCSS': 'g.node{opacity:0}'}}%%",
  "%%{init: {'theme': 'dark', 'flowchart': {'htmlLabels': false}}}%%",
  '%%{a',
  '}%%',
  '%%',
  '%',
  '%d%%',
  'style = "fill:#f00"',
  'style n1 fill:#f00;',
  'classDef x fill:#f00;',
  'classDef',
  ':#;',
  '#quot;',
  '#35;',
  '#lt;b#gt;',
  '&amp;',
  '&#60;',
  '&lt;',
  '\uFB02\u00B0\u00B0',
  '\u00B6\u00DF',
  '\uFB02\u00B0',
  '<br>',
  '<b>bold</b>',
  '<img src=x onerror=alert(1)>',
  '"',
  "'",
  '`',
  '"`**md**`"',
  '\\n',
  '\\',
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  '|',
  '-->',
  '-.->',
  '---',
  'end',
  'subgraph x',
  ':::',
  ';',
  ':',
  'click n1 call alert()',
  '---\nconfig:\n  theme: dark\n---',
  '\n',
  '\t',
  'é中🎉',
  '\u202e',
  'fill:#f00',
  ' ',
];

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hostileLabel(next: () => number): string {
  const parts = 1 + Math.floor(next() * 5);
  let label = '';
  for (let i = 0; i < parts; i++) {
    label += HOSTILE[Math.floor(next() * HOSTILE.length)] ?? '';
    if (next() < 0.3) label += 'word';
  }
  // a label long enough to be cut, sometimes inside a directive
  if (next() < 0.2) label = `${'x'.repeat(40 + Math.floor(next() * 25))}${label}`;
  return label;
}

function graphOf(labels: string[], edgeLabels: string[], name: string): FlowGraph {
  return {
    version: 1,
    language: 'python',
    charts: [
      {
        id: 'c0',
        name,
        kind: 'function',
        range: { startLine: 1, endLine: labels.length },
        start: 'n1',
        end: `n${labels.length}`,
      },
    ],
    nodes: labels.map((label, i) => ({ id: `n${i + 1}`, chart: 'c0', kind: 'process', label })),
    edges: labels.slice(1).map((_, i) => ({
      from: `n${i + 1}`,
      to: `n${i + 2}`,
      kind: 'flow',
      ...(edgeLabels[i] ? { label: edgeLabels[i] } : {}),
    })),
  };
}

describe('no text in code can steer or break a chart', () => {
  it(
    'draws every hostile label as typed, with the default configuration',
    { timeout: 300_000 },
    async () => {
      const plain = await shown(emitMermaid(graphOf(['a', 'b'], ['x'], 'f')));
      if (typeof plain === 'string') throw new Error(plain);
      // each piece alone (as node, edge and chart label), then random mixtures of them
      const next = random(14);
      const cases: string[][] = [HOSTILE];
      for (let i = 0; i < 24; i++) cases.push(Array.from({ length: 20 }, () => hostileLabel(next)));
      for (const labels of cases) {
        const edgeLabels = labels.slice(1).map((l, i) => (i % 2 === 0 ? l : ''));
        const name = labels.join('').slice(0, 80);
        const text = emitMermaid(graphOf(labels, edgeLabels, name));
        const result = await shown(text);
        if (typeof result === 'string') throw new Error(`${result}\n${text}`);
        // the configuration (theme, CSS) is the one every chart gets
        expect(result.style, text).toBe(plain.style);
        labels.forEach((label, i) => {
          expect(result.nodes[`n${i + 1}`], `${JSON.stringify(label)}\n${text}`).toBe(drawn(label));
        });
        expect(result.edges.map((e) => e.trim()).sort(), text).toEqual(
          edgeLabels
            .map(drawn)
            // an edge label of spaces only is not drawn at all
            .filter((l) => l !== '')
            .sort(),
        );
        expect(
          result.clusters.map((c) => c.trim()),
          text,
        ).toEqual([drawn(name)]);
      }
    },
  );
});
