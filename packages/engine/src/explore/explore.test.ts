/**
 * Issue 23 items 1, 2 and 5 (decision 044): blocks recorded by build, the fold transform, the
 * default fold, paths, search, call targets, the spoken text, the keyboard walk and the outline.
 */
import { describe, expect, it } from 'vitest';
import type { FlowGraph } from '../graph/types';
import { graphOf } from '../test-support/edges';
// the editor bench's 1,000-line file: its first function is the 604-node chart
import { thousandLineFile, twoThousandNodeFunction } from '../../../../bench/editor/largeFiles';
import {
  blockIndex,
  blocksHiding,
  callTarget,
  chartOutline,
  defaultFold,
  describeNode,
  foldGraph,
  outlineText,
  pathsFromStart,
  pathsToEnd,
  searchNodes,
  walkStep,
  withSections,
} from './index';

const FACT = [
  'def fact(n):',
  '    if n > 1:',
  '        return n * fact(n - 1)',
  '    return 1',
  '',
  'def total(items):',
  '    s = 0',
  '    for item in items:',
  '        if item < 0:',
  '            continue',
  '        s += fact(item)',
  '        print(item)',
  '    try:',
  '        s = s / len(items)',
  '    except ZeroDivisionError as e:',
  '        s = 0',
  '    return s',
].join('\n');

const chartId = (g: FlowGraph, name: string) => g.charts.find((c) => c.name === name)?.id ?? '';
const nodeId = (g: FlowGraph, label: string) => g.nodes.find((n) => n.label === label)?.id ?? '';
const chartNodes = (g: FlowGraph, chart: string) => g.nodes.filter((n) => n.chart === chart);

describe('blocks recorded by build', () => {
  it('records loop bodies, branches, try bodies and handlers with their titles and lines', async () => {
    const g = await graphOf(FACT, 'python');
    const total = chartId(g, 'total');
    const titles = (g.blocks ?? [])
      .filter((b) => b.chart === total)
      .map((b) => `${b.kind}:${b.label}@${b.range.startLine}-${b.range.endLine}`);
    expect(titles).toEqual([
      'statement:for item in items@8-12',
      'loop:for item in items@9-12',
      'statement:if item < 0@9-10',
      'branch:if item < 0 → Yes@10-10',
      'statement:try@13-16',
      'try:try@14-14',
      'handler:except ZeroDivisionError as e@16-16',
    ]);
    const loop = g.blocks?.find((b) => b.kind === 'loop');
    // each node is listed once, in its innermost block; a block holds its inner blocks' too
    const label = (id: string) => g.nodes.find((n) => n.id === id)?.label;
    expect(loop?.nodes.map(label)).toEqual(['s += fact(item)', 'print(item)']);
    expect(
      blockIndex(g)
        .members(loop?.id ?? '')
        .map(label)
        .sort(),
    ).toEqual(['continue', 'item < 0', 'print(item)', 's += fact(item)'].sort());
    expect(g.blocks?.find((b) => b.label === 'if item < 0 → Yes')?.parent).toBe(
      g.blocks?.find((b) => b.label === 'if item < 0')?.id,
    );
  });

  it('marks a call node with the function it calls', async () => {
    const g = await graphOf(FACT, 'python');
    const call = g.nodes.find((n) => n.label === 's += fact(item)');
    expect(call?.kind).toBe('call');
    expect(call?.callee).toBe('fact');
    expect(callTarget(g, call?.id ?? '')?.id).toBe(chartId(g, 'fact'));
    expect(callTarget(g, nodeId(g, 'print(item)'))).toBeUndefined();
  });
});

describe('foldGraph', () => {
  it('draws a folded loop body as one summary node keeping its entry and every exit', async () => {
    const g = await graphOf(FACT, 'python');
    const loop = g.blocks?.find((b) => b.kind === 'loop');
    const folded = foldGraph(g, new Set([loop?.id ?? '']));
    const summary = folded.nodes.find((n) => n.id === loop?.id);
    expect(summary?.label).toBe('for item in items — 4 steps, 1 exit');
    expect(summary?.folded).toEqual({ block: loop?.id, steps: 4, exits: 1 });
    for (const id of blockIndex(g).members(loop?.id ?? '')) {
      expect(folded.nodes.some((n) => n.id === id)).toBe(false);
    }
    const head = nodeId(g, 'for item in items');
    const edges = folded.edges.filter((e) => e.from === summary?.id || e.to === summary?.id);
    expect(
      edges.map(
        (e) => `${e.from === head ? 'head' : 'sum'}>${e.to === head ? 'head' : 'sum'}:${e.kind}`,
      ),
    ).toEqual(['head>sum:true', 'sum>head:back']);
    // the input is a value: folding never changes it
    expect(g.nodes.some((n) => n.id === summary?.id)).toBe(false);
  });

  it('folds the outermost block when an inner one is folded too, and unfolds to the original', async () => {
    const g = await graphOf(FACT, 'python');
    const ids = (g.blocks ?? []).filter((b) => b.chart === chartId(g, 'total')).map((b) => b.id);
    const all = foldGraph(g, new Set(ids));
    const total = chartNodes(all, chartId(g, 'total'));
    expect(total.map((n) => n.label)).toEqual([
      'def total(items)',
      'End',
      's = 0',
      'for item in items — 5 steps, 1 exit',
      'try — 4 steps, 2 exits',
      'return s',
    ]);
    expect(foldGraph(g, new Set())).toBe(g);
  });

  it('counts each way out of a block once, to every target it leaves for', async () => {
    const code = [
      'def f(xs):',
      '    for x in xs:',
      '        if x == 1:',
      '            return 1',
      '        if x == 2:',
      '            break',
      '    return 0',
    ].join('\n');
    const g = await graphOf(code, 'python');
    const stmt = g.blocks?.find((b) => b.kind === 'statement' && b.label === 'for x in xs');
    const folded = foldGraph(g, new Set([stmt?.id ?? '']));
    expect(folded.nodes.find((n) => n.id === stmt?.id)?.label).toBe(
      'for x in xs — 5 steps, 2 exits',
    );
  });
});

describe('defaultFold', () => {
  it('folds the ~600-node function of the editor bench to at most 150 visible nodes', async () => {
    const g = await graphOf(thousandLineFile(), 'python');
    const big = chartId(g, 'big600');
    expect(chartNodes(g, big).length).toBeGreaterThan(600);
    const folded = defaultFold(g, { line: 2 });
    const shown = foldGraph(g, folded);
    const visible = chartNodes(shown, big).length;
    expect(visible).toBeLessThanOrEqual(150);
    expect(visible).toBeGreaterThan(100);
    // the block holding the cursor stays open: the first loop's body is drawn in full
    expect(
      shown.nodes.some((n) => n.label === 'total += x * 0' || n.label.includes('x > limit + 0')),
    ).toBe(true);
    // small charts are left alone
    const small = g.charts.find((c) => c.name === 'helper0');
    expect((g.blocks ?? []).filter((b) => b.chart === small?.id && folded.has(b.id))).toEqual([]);
  });

  it('keeps the block holding the cursor unfolded wherever it is', async () => {
    const g = await graphOf(thousandLineFile(), 'python');
    const big = g.charts.find((c) => c.name === 'big600');
    const line = (big?.range.endLine ?? 0) - 2;
    const folded = defaultFold(g, { line, charts: [big?.id ?? ''] });
    const around = (g.blocks ?? []).filter(
      (b) => b.range.startLine <= line && line <= b.range.endLine,
    );
    expect(around.length).toBeGreaterThan(0);
    for (const b of around) expect(folded.has(b.id)).toBe(false);
    expect(chartNodes(foldGraph(g, folded), big?.id ?? '').length).toBeLessThanOrEqual(150);
  });

  it('folds a 2,000-node function of 330 top-level loops to at most 150 nodes, by sections', async () => {
    const code = twoThousandNodeFunction();
    const g = await graphOf(code, 'python');
    const huge = chartId(g, 'huge');
    expect(chartNodes(g, huge).length).toBeGreaterThan(1900);
    const line = code.split('\n').length; // the caret after a paste: `return total`
    const sectioned = withSections(g, { charts: [huge] });
    const sections = (sectioned.blocks ?? []).filter((b) => b.kind === 'section');
    expect(sections.length).toBeGreaterThan(10);
    expect(sections[0]?.label).toBe('lines 2–78'); // `total = 0` and 19 loops
    // the input is left as it was, and nothing folded draws the same nodes
    expect((g.blocks ?? []).some((b) => b.kind === 'section')).toBe(false);
    expect(foldGraph(sectioned, new Set()).nodes).toEqual(g.nodes);
    const folded = defaultFold(sectioned, { line, charts: [huge] });
    const visible = chartNodes(foldGraph(sectioned, folded), huge).length;
    expect(visible).toBeLessThanOrEqual(150);
    // the section holding the cursor stays open; the others fold to "lines a–b — n steps, 1 exit"
    const last = sections.at(-1);
    expect(last && folded.has(last.id)).toBe(false);
    const shown = foldGraph(sectioned, folded).nodes;
    const summaries = shown.filter((n) => n.folded && n.label.startsWith('lines '));
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries[0]?.label).toMatch(/^lines \d+–\d+ — 1[0-9]{2} steps, 1 exit$/);
    // a match hidden in a folded section names the section (and the loop inside) to unfold
    const section = sections.find((b) => b.id === summaries[0]?.folded?.block);
    const hidden = g.nodes.find(
      (n) => n.chart === huge && n.range && n.range.startLine > (section?.range.startLine ?? 0),
    );
    expect(blocksHiding(sectioned, hidden?.id ?? '', folded)).toContain(section?.id);
  });

  it('gives a long loop body and a long branch sections of their own, the cursor inside', async () => {
    // a `for` around 200 loops, then an `if` around 200 more: each body far over 150 statements
    const loops = (indent: string, from: number) =>
      Array.from({ length: 200 }, (_, i) => [
        `${indent}for x in a[${from + i}:]:`,
        `${indent}    if x > ${from + i}: t += x`,
        `${indent}    else: print(${from + i})`,
      ]).flat();
    const code = [
      'def deep(a, b):',
      '    t = 0',
      '    for y in b:',
      ...loops('        ', 0),
      '    if t > 0:',
      ...loops('        ', 200),
      '    return t',
    ].join('\n');
    const g = await graphOf(code, 'python');
    const deep = chartId(g, 'deep');
    expect(chartNodes(g, deep).length).toBeGreaterThan(1600);
    const sectioned = withSections(g, { charts: [deep] });
    const blocks = sectioned.blocks ?? [];
    const byId = new Map(blocks.map((b) => [b.id, b]));
    const sections = blocks.filter((b) => b.kind === 'section');
    // both bodies are cut; their sections hang under the body's block, not at the top level
    const parents = new Set(sections.map((b) => byId.get(b.parent ?? '')?.kind));
    expect([...parents].sort()).toEqual(['branch', 'loop']);
    expect(sections.filter((b) => byId.get(b.parent ?? '')?.kind === 'loop')).toHaveLength(10);
    expect(sections[0]?.label).toBe('lines 4–63'); // the loop body's first 20 loops
    // outer before inner, each node in one block, and nothing folded draws the same nodes
    const order = new Map(blocks.map((b, i) => [b.id, i]));
    for (const b of blocks)
      if (b.parent) expect(order.get(b.parent)).toBeLessThan(order.get(b.id) ?? 0);
    const listed = blocks.flatMap((b) => b.nodes);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(new Set(g.blocks?.flatMap((b) => b.nodes)));
    expect(foldGraph(sectioned, new Set()).nodes).toEqual(g.nodes);
    expect((g.blocks ?? []).some((b) => b.kind === 'section')).toBe(false);
    // the cursor on the loop body's last statement: the loop and its last section stay open,
    // and the chart still opens at 150 nodes or fewer (without sections: over 200)
    const line = 3 + 600;
    for (const graph of [g, sectioned]) {
      const folded = defaultFold(graph, { line, charts: [deep] });
      const visible = chartNodes(foldGraph(graph, folded), deep).length;
      if (graph === g) expect(visible).toBeGreaterThan(200);
      else expect(visible).toBeLessThanOrEqual(150);
      for (const b of graph.blocks ?? [])
        if (b.range.startLine <= line && line <= b.range.endLine)
          expect(folded.has(b.id)).toBe(false);
    }
  });

  it('adds no section where folding the blocks is enough', async () => {
    const g = await graphOf(thousandLineFile(), 'python');
    expect(withSections(g)).toBe(g);
  });

  it('folds nothing in a chart of 150 nodes or fewer', async () => {
    const g = await graphOf(FACT, 'python');
    expect(defaultFold(g).size).toBe(0);
  });
});

describe('paths, search and the walk', () => {
  it('highlights every way from Start to a node and from it to End', async () => {
    const g = await graphOf(FACT, 'python');
    const cont = nodeId(g, 'continue');
    const from = pathsFromStart(g, cont);
    const labels = (ids: Set<string>) => g.nodes.filter((n) => ids.has(n.id)).map((n) => n.label);
    expect(labels(from.nodes)).toEqual([
      'def total(items)',
      's = 0',
      'for item in items',
      'item < 0',
      'continue',
      's += fact(item)',
      'print(item)',
    ]);
    const to = pathsToEnd(g, nodeId(g, 'print(item)'));
    expect(labels(to.nodes)).toContain('return s');
    expect(labels(to.nodes)).not.toContain('def total(items)');
    expect(to.edges.size).toBeGreaterThan(4);
  });

  it('finds nodes by text and names the folded blocks hiding one', async () => {
    const g = await graphOf(FACT, 'python');
    const hits = searchNodes(g, 'FACT(', [chartId(g, 'total')]);
    expect(hits).toEqual([nodeId(g, 's += fact(item)')]);
    expect(searchNodes(g, '  ')).toEqual([]);
    const loop = g.blocks?.find((b) => b.kind === 'loop');
    const stmt = g.blocks?.find((b) => b.label === 'for item in items' && b.kind === 'statement');
    const folded = new Set([loop?.id ?? '', stmt?.id ?? '']);
    expect(blocksHiding(g, hits[0] ?? '', folded).sort()).toEqual([...folded].sort());
  });

  it('says a decision with its ways out, and walks Down, Right and Up', async () => {
    const g = await graphOf(FACT, 'python');
    const d = nodeId(g, 'n > 1');
    expect(describeNode(g, d)).toBe('Decision: n > 1. Yes: return n * fact(n - 1). No: return 1');
    let state = { node: d, trail: [] as string[] };
    state = walkStep(g, state, 'ArrowDown');
    expect(g.nodes.find((n) => n.id === state.node)?.label).toBe('return n * fact(n - 1)');
    state = walkStep(g, state, 'ArrowRight');
    expect(g.nodes.find((n) => n.id === state.node)?.label).toBe('return 1');
    state = walkStep(g, state, 'ArrowUp');
    expect(state).toEqual({ node: d, trail: [] });
    expect(walkStep(g, state, 'ArrowUp')).toBe(state);
  });
});

describe('chartOutline', () => {
  it('lists the nodes in source order, nested in their blocks, End last', async () => {
    const g = await graphOf(FACT, 'python');
    const text = outlineText('fact', chartOutline(g, chartId(g, 'fact')));
    expect(text).toBe(
      [
        'fact',
        '- Start: def fact(n). Next: n > 1',
        '- if n > 1',
        '  - Decision: n > 1. Yes: return n * fact(n - 1). No: return 1',
        '  - if n > 1 → Yes',
        '    - Return: return n * fact(n - 1). Next: End',
        '- Return: return 1. Next: End',
        '- End',
        '',
      ].join('\n'),
    );
  });
});
