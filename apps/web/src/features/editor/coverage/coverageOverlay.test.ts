import type { FlowGraph } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';
import { applyToGraph, COVERAGE_MESSAGES, loadCoverage } from './coverageOverlay';

// x = 1 / if x: / y = 2 : a module chart of three statements (the engine's shape, by hand)
const GRAPH: FlowGraph = {
  version: 1,
  language: 'python',
  charts: [
    { id: 'c0', name: 'module', kind: 'module', range: { startLine: 1, endLine: 3 }, start: 's', end: 'e' },
  ],
  nodes: [
    { id: 's', chart: 'c0', kind: 'start', label: 'Start' },
    { id: 'a', chart: 'c0', kind: 'process', label: 'x = 1', range: { startLine: 1, endLine: 1 } },
    { id: 'd', chart: 'c0', kind: 'decision', label: 'x', range: { startLine: 2, endLine: 2 } },
    { id: 'b', chart: 'c0', kind: 'process', label: 'y = 2', range: { startLine: 3, endLine: 3 } },
    { id: 'e', chart: 'c0', kind: 'end', label: 'End' },
  ],
  edges: [
    { from: 's', to: 'a', kind: 'flow' },
    { from: 'a', to: 'd', kind: 'flow' },
    { from: 'd', to: 'b', kind: 'true', label: 'Yes' },
    { from: 'd', to: 'e', kind: 'false', label: 'No' },
    { from: 'b', to: 'e', kind: 'flow' },
  ],
};
const CODE = 'x = 1\nif x:\n    y = 2\n';
const names = { title: 'Untitled', choose: null };

describe('applyToGraph', () => {
  it('overlays the file and sums up each chart', () => {
    const r = applyToGraph(GRAPH, loadCoverage('lcov.info', 'SF:m.py\nDA:1,3\nDA:2,3\nDA:3,0\nBRDA:2,0,0,0\nBRDA:2,0,1,3\nend_of_record\n'), CODE, names);
    expect(r.state).toBe('overlaid');
    if (r.state !== 'overlaid') return;
    expect(r.summary).toBe('top level: lines 66% · branches 50%');
    expect(r.graph.nodes.map((n) => n.hits)).toEqual([3, 3, 3, 0, 3]);
    expect(r.graph.edges.find((e) => e.kind === 'true')?.hits).toBe(0);
  });

  it('says when the file has nothing for this code, and asks which file of several', () => {
    const none = applyToGraph(GRAPH, loadCoverage('c.json', '{"files": {"m.py": {"executed_lines": [], "missing_lines": []}}}'), CODE, names);
    expect(none).toEqual({ state: 'error', message: 'The coverage file holds no line data for m.py.' });
    const blank = applyToGraph({ ...GRAPH, nodes: GRAPH.nodes.map(({ range: _r, ...n }) => n) }, loadCoverage('c.info', 'SF:m.py\nDA:1,1\nend_of_record\n'), CODE, names);
    expect(blank).toEqual({ state: 'error', message: COVERAGE_MESSAGES.noData });
    const two = applyToGraph(GRAPH, loadCoverage('c.info', 'SF:a.py\nDA:1,1\nend_of_record\nSF:b.py\nDA:1,2\nend_of_record\n'), CODE, names);
    expect(two).toMatchObject({ state: 'choose', files: ['a.py', 'b.py'] });
    const picked = applyToGraph(GRAPH, loadCoverage('c.info', 'SF:a.py\nDA:1,1\nend_of_record\nSF:b.py\nDA:1,2\nend_of_record\n'), CODE, { title: 'Untitled', choose: 'b.py' });
    expect(picked.state === 'overlaid' && picked.graph.nodes[1]?.hits).toBe(2);
  });
});
