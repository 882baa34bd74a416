/**
 * The scene read from Graphviz's `xdot` output (xdotOutput.ts, decision 050) must be the one its
 * `json` output gave before: the same layout, every number equal. `jsonScene` below is the
 * reader of the `json` output as it was, kept here as the oracle: it reads the json's positions
 * itself and builds the scene's pieces with scene.ts's own (what it checks is the reading).
 */
import { describe, expect, it } from 'vitest';
import { loadSamples } from '../../test/mermaid/samples';
import { diffSources, generateFlowchart } from '../node';
import type { FlowGraph } from '../graph/types';
import { planDot, type DotPlan } from './emitDot';
import { loadGraphviz, XDOT } from './graphviz';
import { buildScene, sceneCluster, sceneEdge, sceneNode, type Point, type Scene } from './scene';
import { firstXdotOp, parseXdot, parseXdotOps } from './xdotOutput';
import { unionGraph } from '../diff/unionGraph';

type GvOp = { op: string; points?: number[][]; pt?: number[] };
type GvObject = { name?: string; pos?: string; bb?: string; _draw_?: GvOp[]; _ldraw_?: GvOp[] };
type GvEdge = { id?: string; pos?: string; lp?: string; _draw_?: GvOp[]; _hdraw_?: GvOp[] };
type GvJson = { bb?: string; objects?: GvObject[]; edges?: GvEdge[] };

const numbers = (text: string | undefined) => (text ? text.split(',').map(Number) : []);
const round = (n: number) => Math.round(n * 100) / 100;

/** The scene from Graphviz's `json` output, as scene.ts built it until decision 050. */
function jsonScene(plan: DotPlan, json: string): Scene {
  const gv = JSON.parse(json) as GvJson;
  const [, , urx = 0, ury = 0] = numbers(gv.bb);
  const flip = (x: number, y: number): Point => [round(x + 8), round(ury - y + 8)];
  const scene: Scene = {
    width: round(urx + 16),
    height: round(ury + 16),
    clusters: [],
    nodes: [],
    edges: [],
  };
  for (const o of gv.objects ?? []) {
    const name = o.name ?? '';
    if (name.startsWith('cluster_')) {
      const cluster = plan.clusters.get(name.slice('cluster_'.length));
      if (!cluster) continue;
      const title = o._ldraw_?.find((op) => op.op === 'T')?.pt;
      scene.clusters.push(sceneCluster(cluster, numbers(o.bb), title, flip));
      continue;
    }
    const planned = plan.nodes.get(name);
    if (!planned || !o.pos) continue;
    const at = flip(...(numbers(o.pos) as [number, number]));
    const polygon = () => o._draw_?.find((op) => op.op === 'p' || op.op === 'P')?.points;
    scene.nodes.push(sceneNode(planned, at, polygon, plan, flip));
  }
  for (const e of gv.edges ?? []) {
    const planned = e.id ? plan.edges.get(e.id) : undefined;
    if (!planned) continue;
    const bezier = e._draw_?.find((op) => op.op === 'b' || op.op === 'B')?.points ?? [];
    const arrow = e._hdraw_?.find((op) => op.op === 'P' || op.op === 'p')?.points ?? [];
    const labelAt = e.lp ? flip(...(numbers(e.lp) as [number, number])) : undefined;
    scene.edges.push(sceneEdge(planned, bezier, arrow, labelAt, flip));
  }
  return scene;
}

async function expectSameScene(plan: DotPlan) {
  const gv = await loadGraphviz();
  const expected = jsonScene(plan, gv.layout(plan.dot, 'json', 'dot'));
  expect(buildScene(plan, gv.layout(plan.dot, XDOT, 'dot'))).toEqual(expected);
  return expected;
}

async function graphOf(code: string, language: string): Promise<FlowGraph> {
  const { graph } = await generateFlowchart({ code, language });
  if (!graph) throw new Error(`no graph for ${language}`);
  return graph;
}

/** bench/editor's decision-dense case: one function of 24 `if`/`elif` pairs */
const elifFunction = [
  'def classify(x, y):',
  '    limit = 10',
  '    result = 0',
  ...Array.from({ length: 24 }, (_, k) => [
    `    if x == ${k}:`,
    `        result = y + ${k}`,
    `    elif x > ${k} and y < limit:`,
    `        result = y - ${k}`,
  ]).flat(),
  '    return result',
  '',
].join('\n');

/** Labels and titles that stress the DOT text Graphviz writes back (quotes, backslashes, bytes). */
const AWKWARD = String.raw`def q\u00e9_\u0444(a, b="x\"y"):
    s = "back\\slash \"quoted\" <b>&amp;</b> -> { } [ ] ; , ="
    if s.endswith("\\"):
        print("caf\u00e9 \u6f22\u5b57 \ud83d\ude00 emoji \U0001f600")
    elif a > b and "\\\"" in s:
        print('trailing \\')
    while a < 3:
        a += 1
    for ch in "\u00e9\u00e8":
        print(ch, end="\\n")
    return s

def g(p="\\\"", q='\\', r="é😀"):
    return p
`.replace(/\\u([0-9a-f]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('the scene from xdot equals the scene from json', () => {
  it('for the 24 if/elif function (the keystroke bench) and one chart of it', async () => {
    const graph = await graphOf(elifFunction, 'python');
    const whole = await expectSameScene(planDot(graph));
    expect(whole.nodes.length).toBeGreaterThan(100);
    expect(whole.nodes.filter((n) => n.polygon).length).toBeGreaterThanOrEqual(48);
    const chart = graph.charts.at(-1)!.id;
    const one = await expectSameScene(planDot(graph, { chart }));
    expect(one.clusters).toHaveLength(1);
    expect(one.edges.filter((e) => e.labelAt).length).toBeGreaterThan(40);
  });

  it('for labels full of quotes, backslashes, markup and multi-byte characters', async () => {
    const scene = await expectSameScene(planDot(await graphOf(AWKWARD, 'python')));
    expect(scene.nodes.some((n) => n.label.includes('\\"'))).toBe(true);
    expect(scene.nodes.some((n) => n.label.includes('😀'))).toBe(true);
    expect(scene.clusters.some((c) => c.title.includes('\\"') && c.title.includes('😀'))).toBe(
      true,
    );
  });

  it('for a chart diff (dashed, coloured, ghosted nodes and edges)', async () => {
    const before = 'def f(x):\n    if x:\n        return 1\n    return 2\n';
    const after = 'def f(x):\n    y = x\n    while y:\n        y -= 1\n    return 2\n';
    const drawing = unionGraph(await diffSources(before, after, 'python'));
    const plan = planDot(drawing.graph, { marks: { nodes: drawing.nodes, edges: drawing.edges } });
    const scene = await expectSameScene(plan);
    expect(scene.nodes.some((n) => n.diff === 'removed')).toBe(true);
  });

  it('for a sample of every language of the corpora', async () => {
    const byLanguage = new Map<string, string>();
    for (const s of loadSamples())
      if (!byLanguage.has(s.language)) byLanguage.set(s.language, s.code);
    expect(byLanguage.size).toBeGreaterThanOrEqual(10);
    for (const [language, code] of byLanguage)
      await expectSameScene(planDot(await graphOf(code, language)));
  });
});

describe('parseXdot', () => {
  it('reads quoted values as Graphviz reads them, HTML labels and continued lines', () => {
    const gv = parseXdot(
      [
        'digraph g {',
        '\tgraph [bb="0,0,1,2"];',
        '\tsubgraph cluster_a {',
        '\t\tgraph [label=<<b>x &lt; y</b>>, t="a\\"b\\',
        'c"];',
        '\t\tn1\t[label="ends in \\\\", pos="1,2", w=3];',
        '\t}',
        '\tn1 -> n2\t[id=e0, lp="4,5"];',
        '}',
      ].join('\n'),
    );
    expect(gv.graph.get('bb')).toBe('0,0,1,2');
    expect(gv.subgraphs.get('cluster_a')?.get('label')).toBe('<b>x &lt; y</b>');
    expect(gv.subgraphs.get('cluster_a')?.get('t')).toBe('a"bc');
    expect(gv.nodes.get('n1')?.get('label')).toBe('ends in \\\\');
    expect(gv.nodes.get('n1')?.get('pos')).toBe('1,2');
    expect(gv.edges).toHaveLength(1);
    expect(gv.edges[0]?.get('tail')).toBe('n1');
    expect(gv.edges[0]?.get('head')).toBe('n2');
    expect(gv.edges[0]?.get('lp')).toBe('4,5');
  });

  it('reads drawing operations, counting strings in UTF-8 bytes', () => {
    const ops = parseXdotOps(
      'F 14 11 -DejaVu Sans c 7 -#000000 T 1 2 0 9 7 -é 😀 P 3 1 2 3 4 5 6 b 1 7 8 S 6 -dashed',
    );
    expect(ops.map((o) => o.op)).toEqual(['F', 'c', 'T', 'P', 'b', 'S']);
    expect(ops[2]?.pt).toEqual([1, 2]);
    expect(ops[3]?.points).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(ops[4]?.points).toEqual([[7, 8]]);
    // stops at the first operation asked for: what follows a label's text is never read
    const gv = parseXdot(
      String.raw`digraph { a [_ldraw_="F 15 11 -DejaVu Sans T 1 2 -1 9 3 -p\\q\"r\\\"s ?"]; }`,
    );
    expect(firstXdotOp(gv.nodes.get('a')?.get('_ldraw_'), 'T')?.pt).toEqual([1, 2]);
    expect(firstXdotOp('c 7 -#000000 b 1 1 2', 'pP')).toBeUndefined();
    expect(() => parseXdotOps('Z 1')).toThrow(/unknown operation/);
  });
});
