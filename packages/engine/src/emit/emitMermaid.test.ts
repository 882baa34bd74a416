import { describe, expect, it } from 'vitest';
import type { FlowGraph } from '../graph/types';
import { emitMermaid } from './emitMermaid';
import { escapeLabel } from './escapeLabel';

describe('escapeLabel', () => {
  it('replaces every character Mermaid would parse with its entity code', () => {
    expect(escapeLabel('a "b" #c <d> & `e`')).toBe(
      'a #quot;b#quot; #35;c #lt;d#gt; #amp; #96;e#96;',
    );
  });

  it('truncates long lines to 60 characters plus ... and joins lines with <br>', () => {
    expect(escapeLabel('y'.repeat(70))).toBe(`${'y'.repeat(60)}...`);
    // control characters become spaces before the cut and after it alike
    expect(escapeLabel(`\t${'y'.repeat(59)}\u0001${'z'.repeat(5000)}`)).toBe(
      ` ${'y'.repeat(59)}...`,
    );
    expect(escapeLabel(`${'y'.repeat(30)}\u0007${'z'.repeat(40)}`)).toBe(
      `${'y'.repeat(30)} ${'z'.repeat(29)}...`,
    );
    expect(escapeLabel('a\nb')).toBe('a<br>b');
    expect(escapeLabel('é中🎉')).toBe('é中🎉');
    // Mermaid reads a backslash-n in a label as a line break
    expect(escapeLabel('printf("%d\\n")')).toBe('printf(#quot;%d#92;n#quot;)');
    expect(escapeLabel('')).toBe(' ');
  });
});

describe('escapeLabel against Mermaid-significant sequences', () => {
  it('leaves no %% for Mermaid to read as a directive or a comment', () => {
    const out = escapeLabel("%%{init: {'themeCSS': 'g.node{opacity:0}'}}%%");
    expect(out).not.toContain('%%');
    expect(escapeLabel('%%%{a')).toBe('#37;#37;%{a');
    // a lone % is left as typed
    expect(escapeLabel('50% of %d')).toBe('50% of %d');
    // cut inside a directive: still no %% left
    expect(escapeLabel(`${'x'.repeat(58)}%%{init`)).toBe(`${'x'.repeat(58)}#37;%...`);
  });

  it('keeps style and classDef out of the sight of Mermaid entity pass', () => {
    expect(escapeLabel('style = "fill:#f00"')).toBe('#115;tyle = #quot;fill:#35;f00#quot;');
    expect(escapeLabel('classDef')).toBe('#99;lassDef');
  });

  it("splits Mermaid's own entity markers and a backslash-n of a multi-line label", () => {
    expect(escapeLabel('\uFB02\u00B0 \u00B6\u00DF')).toBe('\uFB02\u2060\u00B0 \u00B6\u2060\u00DF');
    expect(escapeLabel('a\n\\n')).toBe('a<br>#92;\u2060n');
    expect(escapeLabel('a\\n')).toBe('a#92;n');
  });
});

const graph: FlowGraph = {
  version: 1,
  language: 'python',
  charts: [
    {
      id: 'c0',
      name: 'module',
      kind: 'module',
      range: { startLine: 1, endLine: 3 },
      start: 'n1',
      end: 'n2',
    },
    {
      id: 'c1',
      name: 'f',
      kind: 'function',
      range: { startLine: 4, endLine: 5 },
      start: 'n6',
      end: 'n7',
      parent: 'c0',
    },
  ],
  nodes: [
    { id: 'n1', chart: 'c0', kind: 'start', label: 'Start' },
    { id: 'n2', chart: 'c0', kind: 'end', label: 'End' },
    {
      id: 'n3',
      chart: 'c0',
      kind: 'decision',
      label: 'x > 0',
      range: { startLine: 1, endLine: 1 },
    },
    { id: 'n4', chart: 'c0', kind: 'io', label: 'print(x)', range: { startLine: 2, endLine: 2 } },
    {
      id: 'n5',
      chart: 'c0',
      kind: 'call',
      label: 'f()',
      range: { startLine: 3, endLine: 3 },
      unreachable: true,
    },
    { id: 'n6', chart: 'c1', kind: 'start', label: 'def f()' },
    { id: 'n7', chart: 'c1', kind: 'end', label: 'End' },
    { id: 'n8', chart: 'c1', kind: 'loop', label: 'while y', range: { startLine: 5, endLine: 5 } },
  ],
  edges: [
    { from: 'n1', to: 'n3', kind: 'flow' },
    { from: 'n3', to: 'n4', kind: 'true', label: 'Yes' },
    { from: 'n3', to: 'n2', kind: 'false', label: 'No' },
    { from: 'n4', to: 'n2', kind: 'exception' },
    { from: 'n5', to: 'n2', kind: 'flow' },
    { from: 'n6', to: 'n8', kind: 'flow' },
    { from: 'n8', to: 'n7', kind: 'false', label: 'No' },
  ],
};

describe('emitMermaid', () => {
  it('draws each chart as a subgraph with the shape of each node kind', () => {
    const text = emitMermaid(graph);
    expect(text.split('\n')[0]).toBe('flowchart TD');
    expect(text).toContain('  subgraph c0["module"]');
    expect(text).toContain('  subgraph c1["f"]');
    expect(text).toContain('    n1(["Start"])');
    expect(text).toContain('    n3{"x #gt; 0"}');
    expect(text).toContain('    n4[/"print(x)"/]');
    expect(text).toContain('    n5[["f()"]]');
    expect(text).toContain('    n8{{"while y"}}');
  });

  it('labels decision edges, dashes exception edges, styles unreachable nodes', () => {
    const text = emitMermaid(graph);
    expect(text).toContain('    n3 -->|"Yes"| n4');
    expect(text).toContain('    n3 -->|"No"| n2');
    expect(text).toContain('    n4 -.-> n2');
    expect(text).toContain('  class n5 unreachable');
    expect(text).toMatch(/classDef unreachable /);
  });

  it('draws only the requested chart, by id or name', () => {
    for (const chart of ['c1', 'f']) {
      const text = emitMermaid(graph, { chart });
      expect(text).toContain('subgraph c1');
      expect(text).not.toContain('subgraph c0');
    }
  });

  it('draws only the whole charts that fit the edge limit and says so', () => {
    const text = emitMermaid(graph, { maxEdges: 5 });
    expect(text).toContain('subgraph c0');
    expect(text).not.toContain('subgraph c1');
    expect(text).toContain('%% 1 more chart(s) not drawn (Mermaid size limit): f');
  });

  it('never uses a reserved id', () => {
    const text = emitMermaid(graph);
    expect(text).not.toMatch(/(^|\s)end(\[|\(|\{)/m);
    expect(text).not.toMatch(/--> ?[ox]/);
  });
});
