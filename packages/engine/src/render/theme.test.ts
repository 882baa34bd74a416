import { describe, expect, it } from 'vitest';
import type { EdgeKind } from '../graph/types';
import { edgeStyle } from './theme';

describe('edgeStyle', () => {
  it('tells edge kinds apart without colour: exceptions dashed, back edges heavier', () => {
    const flow = edgeStyle('flow');
    expect(edgeStyle('exception').dashed).toBe(true);
    expect(edgeStyle('back').width).toBeGreaterThan(flow.width * 1.5);
    const plain: EdgeKind[] = ['flow', 'true', 'false', 'case', 'default'];
    for (const kind of plain) {
      expect(edgeStyle(kind)).toMatchObject({ dashed: false, width: flow.width });
    }
  });
});
