import { describe, expect, it } from 'vitest';
import { diffLinesOf, diffNodeAt } from './diffSelection';

function node(attrs: Record<string, string>): Element {
  const doc = document.implementation.createDocument('http://www.w3.org/2000/svg', 'svg');
  const g = doc.createElementNS('http://www.w3.org/2000/svg', 'g');
  g.setAttribute('class', 'cf-node cf-process');
  for (const [k, v] of Object.entries(attrs)) g.setAttribute(k, v);
  doc.documentElement.appendChild(g);
  return g;
}

describe('diffLinesOf', () => {
  it('a changed node selects its lines in both versions', () => {
    const g = node({
      'data-diff': 'changed',
      'data-start-line': '4',
      'data-end-line': '5',
      'data-old-start-line': '3',
      'data-old-end-line': '3',
    });
    expect(diffLinesOf(g)).toEqual({
      old: { startLine: 3, endLine: 3 },
      new: { startLine: 4, endLine: 5 },
    });
  });

  it('an added node has new lines only, a removed (ghost) node old lines only', () => {
    const added = node({ 'data-diff': 'added', 'data-start-line': '7', 'data-end-line': '7' });
    const removed = node({ 'data-diff': 'removed', 'data-start-line': '2', 'data-end-line': '9' });
    expect(diffLinesOf(added)).toEqual({ old: null, new: { startLine: 7, endLine: 7 } });
    expect(diffLinesOf(removed)).toEqual({ old: { startLine: 2, endLine: 9 }, new: null });
  });

  it('a node without lines (Start, End) selects nothing', () => {
    expect(diffLinesOf(node({ 'data-diff': 'unchanged' }))).toEqual({ old: null, new: null });
  });

  it('finds the diff node around a click on its text', () => {
    const g = node({ 'data-diff': 'added' });
    const text = g.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'text');
    g.appendChild(text);
    expect(diffNodeAt(text)).toBe(g);
    expect(diffNodeAt(null)).toBeNull();
  });
});
