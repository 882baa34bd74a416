import { describe, expect, it } from 'vitest';
import { cullScene } from '../../render/cullScene';
import type { Scene } from '../../render/scene';
import { writePdf } from './writePdf';

/** A tall chain of steps: one column, far taller than an A4 sheet at 9 pt. */
function chain(steps: number): Scene {
  const nodes = Array.from({ length: steps }, (_, i) => ({
    id: `n${i}`,
    kind: 'process' as const,
    x: 120,
    y: 40 + i * 60,
    w: 200,
    h: 36,
    lines: [`total = total + item_${i} * weight_${i}`],
    label: `step ${i}`,
    cut: false,
    unreachable: false,
    chart: 'c1',
  }));
  const edges = nodes.slice(1).map((n, i) => ({
    from: `n${i}`,
    to: n.id,
    kind: 'flow' as const,
    path: [
      [120, 58 + i * 60],
      [120, 22 + (i + 1) * 60],
    ] as [number, number][],
    arrow: [
      [116, 14 + (i + 1) * 60],
      [124, 14 + (i + 1) * 60],
      [120, 22 + (i + 1) * 60],
    ] as [number, number][],
  }));
  return { width: 240, height: 80 + steps * 60, clusters: [], nodes, edges };
}

describe('tiled PDF pages hold only what they show (issue 23 item 7)', () => {
  it('cullScene keeps the elements that may show in a region and drops the rest', () => {
    const scene = chain(300);
    const part = cullScene(scene, { x: 0, y: 600, width: 240, height: 600 });
    expect(part.nodes.length).toBeGreaterThan(5);
    expect(part.nodes.length).toBeLessThan(20);
    expect(part.nodes.map((n) => n.id)).toContain('n15');
    expect(part.nodes.map((n) => n.id)).not.toContain('n0');
    expect(part.edges.length).toBeLessThan(20);
    expect({ width: part.width, height: part.height }).toEqual({
      width: scene.width,
      height: scene.height,
    });
  });

  it('a chart tiled over many A4 pages is not the whole drawing once per page', async () => {
    const scene = chain(300);
    const onePage = await writePdf([scene], 'Chain', { paper: 'chart', layout: 'fit' });
    const tiled = await writePdf([scene], 'Chain', { paper: 'a4', layout: 'tiles' });
    const pages = (tiled.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThan(10);
    // the page map draws the chart once, the tiles once more between them, plus page overhead
    expect(tiled.length).toBeLessThan(onePage.length * 4);
  });
});
