/**
 * Renders emitted Mermaid with the Mermaid the web app ships, in the system Chromium: the only
 * real proof that the text renders without error.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFlowchart } from '../node';

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
