import { describe, expect, it } from 'vitest';
import { nodeIdOf, zoomKeyAction } from './zoomKeys';

describe('the chart viewport keys', () => {
  it('+ (=), -, 0 and 1 are zoom keys; others are not', () => {
    expect(zoomKeyAction('+')).toBe('zoom-in');
    expect(zoomKeyAction('=')).toBe('zoom-in');
    expect(zoomKeyAction('-')).toBe('zoom-out');
    expect(zoomKeyAction('0')).toBe('fit');
    expect(zoomKeyAction('1')).toBe('actual-size');
    expect(zoomKeyAction('2')).toBeNull();
    expect(zoomKeyAction('Enter')).toBeNull();
  });

  it('finds the node an event target is inside', () => {
    const svg = document.createElement('div');
    svg.innerHTML =
      '<svg><g class="cf-node" data-node-id="n3"><rect class="cf-shape"></rect></g><text>x</text></svg>';
    expect(nodeIdOf(svg.querySelector('rect'))).toBe('n3');
    expect(nodeIdOf(svg.querySelector('g'))).toBe('n3');
    expect(nodeIdOf(svg.querySelector('text'))).toBeNull();
    expect(nodeIdOf(null)).toBeNull();
  });
});
