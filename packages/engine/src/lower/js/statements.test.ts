import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../node';
import { chartEdges, type ChartView } from '../../test-support/edges';

async function js(code: string): Promise<ChartView> {
  const result = await generateFlowchart({ code, language: 'javascript' });
  expect(result.error).toBeNull();
  if (!result.graph) throw new Error('no graph');
  return chartEdges(result.graph);
}

describe('javascript control flow', () => {
  it('chains if / else if / else', async () => {
    const view = await js(
      ['if (x > 0) {', '  a();', '} else if (x < 0) {', '  b();', '} else {', '  c();', '}'].join(
        '\n',
      ),
    );
    const edges = view.edges('module');
    expect(edges).toContain('decision:x > 0 -true-> process:a()');
    expect(edges).toContain('decision:x > 0 -false-> decision:x < 0');
    expect(edges).toContain('decision:x < 0 -true-> process:b()');
    expect(edges).toContain('decision:x < 0 -false-> process:c()');
  });

  it('draws a do-while with its test at the bottom and a back edge from the test', async () => {
    const view = await js(
      ['let i = 0;', 'do {', '  i++;', '} while (i < 3);', 'done();'].join('\n'),
    );
    const edges = view.edges('module');
    expect(edges).toContain('process:let i = 0 -flow-> process:i++');
    expect(edges).toContain('process:i++ -flow-> decision:i < 3');
    expect(edges).toContain('decision:i < 3 -back-> process:i++');
    expect(edges).toContain('decision:i < 3 -false-> process:done()');
    expect(view.nodes('module')).toContain('decision:i < 3@4');
  });

  it('sends a labeled continue to the outer loop', async () => {
    const view = await js(
      [
        'outer: for (const row of grid) {',
        '  for (const cell of row) {',
        '    if (cell === 0) continue outer;',
        '    use(cell);',
        '  }',
        '}',
      ].join('\n'),
    );
    const edges = view.edges('module');
    expect(edges).toContain('continue:continue outer -back-> loop:for (const row of grid)');
    expect(edges.filter((e) => e.startsWith('continue:continue outer'))).toHaveLength(1);
  });

  it('sends a labeled break past the outer loop', async () => {
    const view = await js(
      [
        'outer: while (a) {',
        '  while (b) {',
        '    if (c) break outer;',
        '    step();',
        '  }',
        '}',
        'after();',
      ].join('\n'),
    );
    expect(view.edges('module')).toContain('break:break outer -flow-> process:after()');
  });

  it('falls through switch cases without break', async () => {
    const view = await js(
      [
        'switch (cmd) {',
        '  case "a":',
        '  case "b":',
        '    one();',
        '  case "c":',
        '    two();',
        '    break;',
        '  default:',
        '    three();',
        '}',
        'end();',
      ].join('\n'),
    );
    const edges = view.edges('module');
    expect(edges).toContain('process:one() -flow-> process:two()');
    expect(edges).toContain('process:two() -flow-> break:break');
    expect(edges).toContain('break:break -flow-> process:end()');
    expect(edges).toContain('process:three() -flow-> process:end()');
  });

  it('runs finally on a return inside try', async () => {
    const view = await js(
      [
        'function f() {',
        '  try {',
        '    return compute();',
        '  } catch (e) {',
        '    log(e);',
        '  } finally {',
        '    cleanup();',
        '  }',
        '}',
      ].join('\n'),
    );
    const edges = view.edges('f');
    expect(edges).toContain('return:return compute() -flow-> finally:finally');
    expect(edges).toContain('finally:finally -flow-> process:cleanup()');
    expect(edges.some((e) => e.startsWith('process:cleanup() ') && e.endsWith('end:End'))).toBe(
      true,
    );
    expect(edges.some((e) => e.includes('-exception->') && e.includes('catch'))).toBe(true);
  });

  it('draws a C-style for once, its header node standing for init, test and update', async () => {
    const view = await js(['for (let i = 0; i < n; i++) {', '  sum += i;', '}'].join('\n'));
    const edges = view.edges('module');
    expect(edges).toContain('start:Start -flow-> loop:for (let i = 0; i < n; i++)');
    expect(edges).toContain('process:sum += i -back-> loop:for (let i = 0; i < n; i++)');
    expect(view.nodes('module').filter((n) => n.startsWith('process:'))).toEqual([
      'process:sum += i@2',
    ]);
  });

  it('draws for-in, for-of and for-await as for-each loops', async () => {
    const view = await js(
      [
        'async function main() {',
        '  for (const k in obj) use(k);',
        '  for (const [a, b] of pairs) use(a);',
        '  for await (const chunk of stream) use(chunk);',
        '}',
      ].join('\n'),
    );
    const nodes = view.nodes('main');
    expect(nodes).toContain('loop:for (const k in obj)@2');
    expect(nodes).toContain('loop:for (const [a, b] of pairs)@3');
    expect(nodes).toContain('loop:for await (const chunk of stream)@4');
  });

  it('marks throw with the thrown type and console output as io', async () => {
    const view = await js(
      [
        'function check(x) {',
        '  if (x < 0) throw new RangeError("neg");',
        '  console.log(x);',
        '}',
      ].join('\n'),
    );
    const nodes = view.nodes('check');
    expect(nodes).toContain('throw:throw new RangeError("neg")@2');
    expect(nodes).toContain('io:console.log(x)@3');
  });

  it('treats a labeled block as a jump to its end', async () => {
    const view = await js(['found: {', '  if (a) break found;', '  b();', '}', 'c();'].join('\n'));
    const edges = view.edges('module');
    expect(edges.some((e) => e.startsWith('goto:break found'))).toBe(true);
    expect(view.nodes('module')).toContain('process:c()@5');
  });
});
