import { describe, expect, it } from 'vitest';
import { BINARY_MIN_LENGTH, binaryMessage, binaryShare } from './binaryText';
import { generateFlowchart } from './node';

/** Bytes as a paste of a binary file arrives (each byte read as Latin-1). */
function garbage(bytes: number, seed = 1): string {
  let x = seed;
  let s = '';
  for (let i = 0; i < bytes; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += String.fromCharCode((x >> 16) & 0xff);
  }
  return s;
}

describe('binary text', () => {
  it('counts control characters, DEL, C1 and U+FFFD, not tabs and line ends', () => {
    const text = 'x = 1\t# ok\r\n'.repeat(40);
    expect(binaryShare(text)).toBeNull();
    expect(binaryShare('\u0000'.repeat(BINARY_MIN_LENGTH - 1))).toBeNull();
    expect(binaryShare('\ufffd\u0085\u007f\u0001a'.repeat(100))).toBeCloseTo(0.8);
    expect(binaryShare(garbage(20_000))).toBeGreaterThan(0.2);
    expect(binaryMessage(0.254)).toBe(
      'This looks like binary data, not source code (25% of its characters are control characters): nothing to draw.',
    );
  });

  it('is refused before parsing in every language, with the reason; a stray NUL in code still draws', async () => {
    for (const language of ['python', 'c', 'go', 'php', 'other']) {
      const r = await generateFlowchart({ code: garbage(20_000, 3), language });
      expect(r.error).toMatch(/^This looks like binary data, not source code \(\d+% /);
      expect(r.graph).toBeNull();
    }
    const code = `x = 1\u0000\n${'y = x + 1\n'.repeat(40)}`;
    const r = await generateFlowchart({ code, language: 'python' });
    expect(r.error).toBeNull();
    expect(r.flowchart).toMatch(/^flowchart/);
  });
});
