// @vitest-environment node
import { createIncrementalEngine } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';

/** 20 KB of a binary file pasted into the editor (bytes read as Latin-1), as issue 23 item 7 tried. */
function garbage(bytes = 20_000, seed = 1): string {
  let x = seed;
  let s = '';
  for (let i = 0; i < bytes; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += String.fromCharCode((x >> 16) & 0xff);
  }
  return s;
}

describe('pasting binary garbage into the editor', () => {
  it.each(['c', 'python', 'javascript'])(
    'the engine worker’s engine refuses it in %s before parsing, with the binary-data message',
    async (language) => {
      const engine = createIncrementalEngine();
      const result = await engine.generate({ code: garbage(), language, compact: false });
      expect(result.graph).toBeNull();
      expect(result.error).toMatch(
        /^This looks like binary data, not source code \(\d+% of its characters are control characters\): nothing to draw\.$/,
      );
      // refused before any grammar was loaded or any tree parsed
      expect(engine.counts).toMatchObject({ full: 0, incremental: 0 });
    },
  );
});
