import { describe, expect, it } from 'vitest';
import { diffSources } from '../node';
import { DIFF_STYLE, emitDiffDot, layoutDiff, renderDiffSvg } from './index';

const BEFORE = `def f(x):
    y = x + 1
    if y > 2:
        print(y)
    else:
        print("small")
    return y

def gone():
    return 0
`;
const AFTER = `def f(x):
    y = x + 2
    z = y * 3
    if y > 2:
        print(y)
    return y
`;

/** The opening tags of the node (or edge) groups marked `status`. */
function groups(svg: string, cls: 'cf-node' | 'cf-edge-group', status: string): string[] {
  return [...svg.matchAll(/<g class="([^"]*)"[^>]*>/g)]
    .filter((m) => (m[1] ?? '').split(' ').includes(cls) && m[0].includes(`data-diff="${status}"`))
    .map((m) => m[0]);
}

describe('the combined diff drawing', () => {
  it('marks every node and edge with its status and colours them', async () => {
    const diff = await diffSources(BEFORE, AFTER, 'python');
    const svg = await renderDiffSvg(diff, { chart: 'f' });
    expect(groups(svg, 'cf-node', 'added')).toHaveLength(1);
    expect(groups(svg, 'cf-node', 'removed')).toHaveLength(1);
    expect(groups(svg, 'cf-node', 'changed')).toHaveLength(1);
    expect(groups(svg, 'cf-node', 'unchanged').length).toBeGreaterThanOrEqual(5);
    expect(groups(svg, 'cf-edge-group', 'added')).toHaveLength(3);
    expect(groups(svg, 'cf-edge-group', 'removed')).toHaveLength(3);

    const node = (status: string): string => {
      const open = groups(svg, 'cf-node', status)[0] ?? '';
      const at = svg.indexOf(open);
      return svg.slice(at, svg.indexOf('</g>', at));
    };
    expect(node('added')).toContain(
      `fill="${DIFF_STYLE.added.fill}" stroke="${DIFF_STYLE.added.stroke}"`,
    );
    expect(node('added')).toContain('>z = y * 3</text>');
    // removed: red, dashed and faded
    expect(node('removed')).toContain(`stroke="${DIFF_STYLE.removed.stroke}"`);
    expect(node('removed')).toContain('stroke-dasharray');
    expect(node('removed')).toContain('opacity="0.55"');
    expect(node('removed')).toContain('print(&#34;small&#34;)');
    // changed: an amber label, the old text in its tooltip, the old lines for the code pane
    expect(node('changed')).toContain(`fill="${DIFF_STYLE.changed.text}"`);
    expect(node('changed')).toContain('<title>y = x + 1 → y = x + 2</title>');
    expect(node('changed')).toMatch(
      /data-start-line="2" data-end-line="2".*data-old-start-line="2"/,
    );
    const edge = groups(svg, 'cf-edge-group', 'removed')[0] ?? '';
    const edgeBody = svg.slice(svg.indexOf(edge), svg.indexOf('</g>', svg.indexOf(edge)));
    expect(edgeBody).toContain(`stroke="${DIFF_STYLE.removed.stroke}"`);
    expect(edgeBody).toContain('stroke-dasharray="6 4"');
  });

  it('draws a legend of the four statuses above the chart', async () => {
    const diff = await diffSources(BEFORE, AFTER, 'python');
    const svg = await renderDiffSvg(diff, { chart: 'f' });
    const legend = svg.slice(svg.indexOf('<g class="cf-legend">'));
    for (const status of ['added', 'removed', 'changed', 'unchanged'])
      expect(legend).toContain(`<g class="cf-legend-item" data-diff="${status}"`);
    expect(legend).toContain(`>changed</text>`);
    expect(svg).toContain('<g transform="translate(0,30)">');
  });

  it('draws both versions in one layout: each unchanged node once, ghosts of removed charts', async () => {
    const diff = await diffSources(BEFORE, AFTER, 'python');
    const scene = await layoutDiff(diff);
    const returns = scene.nodes.filter((n) => n.label === 'return y');
    expect(returns).toHaveLength(1);
    expect(returns[0]?.diff).toBe('unchanged');
    const gone = scene.clusters.find((c) => c.name === 'gone');
    expect(gone?.id).toBe('old:c2');
    expect(scene.nodes.filter((n) => n.chart === gone?.id).every((n) => n.diff === 'removed')).toBe(
      true,
    );
  });

  it('the DOT carries the colours too', async () => {
    const diff = await diffSources(BEFORE, AFTER, 'python');
    const dot = emitDiffDot(diff, { chart: 'f' });
    expect(dot).toContain(
      `fillcolor="${DIFF_STYLE.added.fill}", color="${DIFF_STYLE.added.stroke}"`,
    );
    expect(dot).toMatch(/"old:n\d+" \[.*style="filled,dashed"/);
    expect(dot).toContain(`style=dashed, color="${DIFF_STYLE.removed.stroke}"`);
  });

  it('an unchanged file draws as usual, with no diff colour', async () => {
    const diff = await diffSources(AFTER, AFTER, 'python');
    const svg = await renderDiffSvg(diff);
    const chart = svg.slice(svg.indexOf('<g transform='));
    expect(chart).toContain('data-diff="unchanged"');
    expect(chart).not.toMatch(/data-diff="(added|removed|changed)"/);
    for (const style of Object.values(DIFF_STYLE))
      expect(chart).not.toContain(`fill="${style.fill}" stroke`);
  });
});
