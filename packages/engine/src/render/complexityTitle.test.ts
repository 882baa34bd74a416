import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../node';
import { layoutDiff } from './renderDiff';
import { diffSources } from '../diff/index';
import { layoutFlowGraph } from './renderFlowGraph';
import { emitDot } from './emitDot';

const CODE = 'def f(x):\n    if x:\n        return 1\n    return 2\n\nclass A:\n    n = 1\n';

describe("each chart's title shows its complexity (decision 043)", () => {
  it('in the DOT, the SVG scene and the tooltip, but not for a class', async () => {
    const { graph } = await generateFlowchart({ code: CODE, language: 'python' });
    if (!graph) throw new Error('no graph');
    const dot = emitDot(graph);
    expect(dot).toContain('>def f(x)</td><td');
    expect(dot).toContain('> · complexity 2</td>');
    const scene = await layoutFlowGraph(graph);
    expect(scene.clusters.map((c) => c.title)).toEqual([
      'Module · complexity 1',
      'def f(x) · complexity 2',
      'class A',
    ]);
  });

  it('not in a chart diff, whose drawing holds both versions', async () => {
    const diff = await diffSources(CODE, CODE.replace('return 2', 'return 3'), 'python');
    const scene = await layoutDiff(diff, { chart: 'f' });
    expect(scene.clusters.map((c) => c.title)).toEqual(['def f(x)']);
  });
});
