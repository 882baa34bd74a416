import { describe, expect, it } from 'vitest';
import { indexNodes } from './useInsertedDrawing';

describe('indexNodes', () => {
  it('indexes every drawn node by engine id, a node drawn twice under both elements', () => {
    const box = document.createElement('div');
    box.innerHTML = `<svg>
      <g class="cf-node" data-node-id="a"></g>
      <g class="cf-node" data-node-id="b"></g>
      <g class="cf-node" data-node-id="a"></g>
      <g class="cf-edge" data-node-id="c"></g>
    </svg>`;
    const nodes = indexNodes(box);
    expect([...nodes.keys()]).toEqual(['a', 'b']);
    expect(nodes.get('a')).toHaveLength(2);
    expect(nodes.get('b')).toHaveLength(1);
  });
});
