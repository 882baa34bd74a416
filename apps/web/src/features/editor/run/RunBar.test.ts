import { expect, it } from 'vitest';
import { REPLAY_SYMBOLS } from './RunBar';

/** Blocks the common system fonts (DejaVu, Liberation, Noto, Segoe UI) all draw. */
const DRAWN = [
  [0x20, 0x7e], // ASCII
  [0x25a0, 0x25ff], // Geometric Shapes: ◀ ▶
  [0x2700, 0x27bf], // Dingbats: ❚
] as const;

it('the replay controls show symbols every system font has (no empty boxes)', () => {
  for (const [name, symbol] of Object.entries(REPLAY_SYMBOLS)) {
    for (const char of symbol) {
      const code = char.codePointAt(0) ?? 0;
      expect(
        DRAWN.some(([from, to]) => code >= from && code <= to),
        `${name}: U+${code.toString(16)}`,
      ).toBe(true);
    }
  }
});
