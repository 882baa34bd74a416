import type { FlowGraph } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';
import { blockKeys, foldedBlocks, NO_CHOICES } from './foldKeys';

function graphWith(blocks: { id: string; label: string }[]): FlowGraph {
  return {
    version: 1,
    language: 'python',
    charts: [
      {
        id: 'c0',
        name: 'module',
        kind: 'module',
        range: { startLine: 1, endLine: 9 },
        start: 'n1',
        end: 'n2',
      },
    ],
    nodes: [],
    edges: [],
    blocks: blocks.map((b) => ({
      ...b,
      chart: 'c0',
      kind: 'loop' as const,
      range: { startLine: 1, endLine: 2 },
      nodes: [],
    })),
  };
}

describe('fold keys', () => {
  it('name a block the same after a block is added above it', () => {
    const before = blockKeys(graphWith([{ id: 'b1', label: 'for x in xs' }]));
    const after = blockKeys(
      graphWith([
        { id: 'b1', label: 'while y' },
        { id: 'b2', label: 'for x in xs' },
      ]),
    );
    expect(after.get('b2')).toBe(before.get('b1'));
    expect(after.get('b1')).not.toBe(before.get('b1'));
  });

  it('apply the user choices over the mode', () => {
    const g = graphWith([
      { id: 'b1', label: 'for x in xs' },
      { id: 'b2', label: 'for x in xs' },
    ]);
    const keys = blockKeys(g);
    const base = () => new Set(['b1']);
    expect([...foldedBlocks(g, keys, NO_CHOICES, base, ['c0'])]).toEqual(['b1']);
    const open = { ...NO_CHOICES, open: new Set([keys.get('b1') ?? '']) };
    expect([...foldedBlocks(g, keys, open, base, ['c0'])]).toEqual([]);
    const collapsed = { ...NO_CHOICES, mode: 'collapsed' as const };
    expect([...foldedBlocks(g, keys, collapsed, base, ['c0'])]).toEqual(['b1', 'b2']);
    const expanded = {
      ...NO_CHOICES,
      mode: 'expanded' as const,
      closed: new Set([keys.get('b2') ?? '']),
    };
    expect([...foldedBlocks(g, keys, expanded, base, ['c0'])]).toEqual(['b2']);
  });
});
