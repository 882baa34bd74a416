import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFigures } from './realFigures';
import { figuresTable } from './realFiguresTable';

describe('the correctness figures on real programs have one owner', () => {
  it('the engine README’s table is the one made from real-programs.json', async () => {
    const readme = readFileSync(
      new URL('../../packages/engine/README.md', import.meta.url),
      'utf8',
    );
    const rows = readFigures();
    expect(rows.length).toBeGreaterThan(0);
    expect(readme).toContain(await figuresTable(rows));
  });

  it('every row says when, under what load and with what command it was measured', () => {
    for (const row of readFigures()) {
      expect(Date.parse(row.measured.end)).toBeGreaterThanOrEqual(Date.parse(row.measured.start));
      expect(row.measured.load).toHaveLength(2);
      expect(row.command).toMatch(/^npx tsx bench\/engine\/\w+\.ts /);
      expect(row.files.covered).toBeLessThanOrEqual(row.files.total);
    }
  });
});
