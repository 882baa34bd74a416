import { describe, expect, it } from 'vitest';
import { codeWindow, codeWindowMessage, countLines, fitsUtf8 } from './codeWindow';

const fn = (name: string, body: number) => [
  `def ${name}(x):`,
  ...Array.from({ length: body }, (_, i) => `    x = x + ${i}`),
  '    return x',
  '',
];

describe('codeWindow', () => {
  it('is null while the whole file is allowed', () => {
    expect(codeWindow('x = 1\n'.repeat(300), 300)).toBeNull();
    expect(codeWindow('', 300)).toBeNull();
  });

  it('over the limit: the first lines, ending before the last function that starts past them', () => {
    // 40 functions of 10 lines (def, 8 statements, return... and a blank line): 400 lines
    const code = Array.from({ length: 40 }, (_, i) => fn(`f${i}`, 7))
      .flat()
      .join('\n');
    const w = codeWindow(code, 300);
    expect(w).not.toBeNull();
    expect(w?.totalLines).toBe(countLines(code));
    expect(w?.lines).toBeLessThanOrEqual(300);
    expect(w?.lines).toBeGreaterThan(290);
    const kept = (w?.code ?? '').split('\n');
    expect(kept).toHaveLength(w?.lines ?? 0);
    // the next line of the file starts a function: none is cut in two
    expect(code.split('\n')[w?.lines ?? 0]).toMatch(/^def f\d+\(x\):$/);
  });

  it('a file with no boundary in its second half is cut at the limit', () => {
    const code = fn('huge', 500).join('\n');
    expect(codeWindow(code, 300)?.lines).toBe(300);
  });

  it('code squeezed onto long lines is cut at the byte allowance (80 bytes a line)', () => {
    const long = `x = "${'a'.repeat(200)}"\n`.repeat(200);
    const w = codeWindow(long, 300);
    expect(w).not.toBeNull();
    expect(new TextEncoder().encode(w?.code ?? '').length).toBeLessThanOrEqual(300 * 80);
  });

  it('names what is drawn', () => {
    expect(codeWindowMessage({ code: '', lines: 287, totalLines: 1412 }, 300)).toBe(
      'This file has 1,412 lines; your plan draws up to 300, so the chart shows lines 1–287. Upgrade to draw the whole file.',
    );
  });
});

describe('fitsUtf8', () => {
  it('agrees with the UTF-8 encoder at every limit around the length', () => {
    const texts = [
      '',
      'plain ascii',
      'déjà vu — ünïcödé',
      '中文字符和😀表情',
      'pair 😀 then a lone high \ud800 x and a lone low \udc00 y',
      'ends with a lone high \ud83d',
    ];
    for (const text of texts) {
      const bytes = new TextEncoder().encode(text).length;
      for (let limit = Math.max(0, bytes - 3); limit <= bytes + 3; limit++)
        expect(fitsUtf8(text, limit), `${JSON.stringify(text)} within ${limit}`).toBe(
          bytes <= limit,
        );
    }
  });
});
