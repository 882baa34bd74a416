import { describe, expect, it } from 'vitest';
import { simpleFlowchart } from './fallback';

describe('simpleFlowchart (local fallback, docs/product.md#constants-and-limits)', () => {
  it('draws one node per non-blank line between Start and End, top-down', () => {
    expect(simpleFlowchart('a = 1\n\n  b = 2\n').flowchart).toBe(
      [
        'flowchart TD',
        '  start(["Start"])',
        '  L1["a = 1"]',
        '  start --> L1',
        '  L2["b = 2"]',
        '  L1 --> L2',
        '  stop(["End"])',
        '  L2 --> stop',
      ].join('\n'),
    );
  });

  it('cuts text to 50 characters plus ..., swaps double quotes, escapes angle brackets', () => {
    const long = 'x'.repeat(60);
    const out = simpleFlowchart(`${long}\nprint("<b>")\n`).flowchart;
    expect(out).toContain(`L1["${'x'.repeat(50)}..."]`);
    expect(out).toContain(`L2["print('&lt;b&gt;')"]`);
  });

  it('answers No code provided for blank code', () => {
    expect(simpleFlowchart('  \n\n')).toEqual({ flowchart: '', error: 'No code provided' });
  });
});
