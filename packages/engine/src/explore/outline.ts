/**
 * The text outline of a chart (issue 23 item 5): the same content as the drawing, as a tree a
 * screen reader can walk and a text file can hold. Nodes come in build order (source order), each
 * said with its ways out (describeNode); the blocks build recorded nest them, so the outline has
 * the code's structure ("for x in xs" holding the loop's body).
 */
import type { FlowBlock, FlowGraph } from '../graph/types';
import { describeNode } from './describe';

export type OutlineItem = {
  /** the node (absent on a block's heading) */
  node?: string;
  /** the block (absent on a node) */
  block?: string;
  text: string;
  children: OutlineItem[];
};

export function chartOutline(graph: FlowGraph, chartId: string): OutlineItem[] {
  const chart = graph.charts.find((c) => c.id === chartId);
  if (!chart) return [];
  const blocks = (graph.blocks ?? []).filter((b) => b.chart === chartId);
  /** node id -> the innermost block holding it */
  const innermost = new Map<string, FlowBlock>();
  for (const b of blocks) for (const id of b.nodes) innermost.set(id, b);
  const byId = new Map(blocks.map((b) => [b.id, b]));
  const items = new Map<string, OutlineItem>();
  const top: OutlineItem[] = [];
  /** the list a block's items go in, its heading made on first use */
  const listOf = (block: FlowBlock | undefined): OutlineItem[] => {
    if (!block) return top;
    let item = items.get(block.id);
    if (!item) {
      item = { block: block.id, text: block.label, children: [] };
      items.set(block.id, item);
      listOf(block.parent === undefined ? undefined : byId.get(block.parent)).push(item);
    }
    return item.children;
  };
  let end: OutlineItem | undefined;
  for (const node of graph.nodes) {
    if (node.chart !== chartId || node.kind === 'join') continue;
    const item: OutlineItem = { node: node.id, text: describeNode(graph, node.id), children: [] };
    if (node.id === chart.end) end = item;
    else listOf(innermost.get(node.id)).push(item);
  }
  if (end) top.push(end);
  return top;
}

/** The outline as indented text (two spaces a level), for the export. */
export function outlineText(title: string, items: readonly OutlineItem[]): string {
  const lines = [title];
  const walk = (list: readonly OutlineItem[], depth: number) => {
    for (const item of list) {
      lines.push(`${'  '.repeat(depth)}- ${item.text}`);
      walk(item.children, depth + 1);
    }
  };
  walk(items, 0);
  return `${lines.join('\n')}\n`;
}
