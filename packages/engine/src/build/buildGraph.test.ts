/** build semantics that Python does not exercise (C-style loops, switch, goto...), from IR. */
import { describe, expect, it } from 'vitest';
import type { FlowGraph } from '../graph/types';
import type { Program, Range, Simple, Stmt } from '../ir/types';
import { describeEdges } from '../graph/describeEdges';
import { buildGraph } from './buildGraph';

let line = 0;
const r = (): Range => ({ startLine: ++line, endLine: line });
const s = (text: string): Simple => ({ type: 'simple', kind: 'process', text, range: r() });
const cond = (text: string) => ({ text, range: r() });

function fn(body: Stmt[], language = 'c'): FlowGraph {
  const program: Program = {
    language,
    diagnostics: [],
    body: [
      {
        type: 'function',
        kind: 'function',
        name: 'f',
        signature: 'void f()',
        range: { startLine: 1, endLine: 99 },
        headerRange: { startLine: 1, endLine: 1 },
        body,
      },
    ],
  };
  return buildGraph(program);
}

describe('build: loops', () => {
  it('C for: init once, test, body, update, back to the test; continue goes to the update', () => {
    const g = fn([
      {
        type: 'loop',
        kind: 'for',
        header: 'for (i = 0; i < n; i++)',
        range: r(),
        init: [s('i = 0')],
        cond: cond('i < n'),
        update: [s('i++')],
        body: [
          {
            type: 'if',
            branches: [
              { cond: cond('skip'), body: [{ type: 'continue', text: 'continue;', range: r() }] },
            ],
          },
          s('work()'),
        ],
      },
      s('after()'),
    ]);
    expect(describeEdges(g, 'f')).toEqual([
      'void f() --flow--> i = 0',
      'i = 0 --flow--> for (i = 0; i < n; i++)',
      'for (i = 0; i < n; i++) --true:Yes--> skip',
      'skip --true:Yes--> continue;',
      'skip --false:No--> work()',
      'work() --flow--> i++',
      'continue; --flow--> i++',
      'i++ --back--> for (i = 0; i < n; i++)',
      'for (i = 0; i < n; i++) --false:No--> after()',
      'after() --flow--> End',
    ]);
  });

  it('for(;;) has no exit but break; code after an endless loop without break is unreachable', () => {
    const g = fn([
      {
        type: 'loop',
        kind: 'for',
        header: 'for (;;)',
        range: r(),
        body: [s('spin()')],
      },
      s('never()'),
    ]);
    expect(describeEdges(g, 'f')).toEqual([
      'void f() --flow--> for (;;)',
      'for (;;) --flow--> spin()',
      'spin() --back--> for (;;)',
      'never() --flow--> End',
    ]);
    expect(g.nodes.find((n) => n.label === 'never()')?.unreachable).toBe(true);
  });

  it('while (1) / while (true) never exit through the test', () => {
    for (const text of ['1', 'true', '(true)']) {
      const g = fn([
        {
          type: 'loop',
          kind: 'while',
          header: `while (${text})`,
          range: r(),
          cond: cond(text),
          body: [s('spin()')],
        },
      ]);
      expect(describeEdges(g, 'f')).toEqual([
        `void f() --flow--> while (${text})`,
        `while (${text}) --flow--> spin()`,
        `spin() --back--> while (${text})`,
      ]);
    }
  });

  it('do-while: body first, then the test with a back edge to the body', () => {
    const g = fn([
      {
        type: 'loop',
        kind: 'dowhile',
        header: 'do ... while (x > 0)',
        range: r(),
        cond: cond('x > 0'),
        body: [s('x--'), s('log(x)')],
      },
    ]);
    expect(describeEdges(g, 'f')).toEqual([
      'void f() --flow--> x--',
      'x-- --flow--> log(x)',
      'log(x) --flow--> x > 0',
      'x > 0 --back:Yes--> x--',
      'x > 0 --false:No--> End',
    ]);
  });

  it('labelled break and continue leave the named loop', () => {
    const inner: Stmt = {
      type: 'loop',
      kind: 'while',
      header: 'while (b)',
      range: r(),
      cond: cond('b'),
      body: [
        {
          type: 'if',
          branches: [
            {
              cond: cond('x'),
              body: [{ type: 'break', text: 'break outer;', label: 'outer', range: r() }],
            },
          ],
        },
        { type: 'continue', text: 'continue outer;', label: 'outer', range: r() },
      ],
    };
    const g = fn([
      {
        type: 'loop',
        kind: 'while',
        header: 'while (a)',
        range: r(),
        cond: cond('a'),
        labels: ['outer'],
        body: [inner],
      },
      s('done()'),
    ]);
    const edges = describeEdges(g, 'f');
    expect(edges).toContain('break outer; --flow--> done()');
    expect(edges).toContain('continue outer; --back--> while (a)');
    expect(edges).toContain('while (b) --false:No--> while (a)');
  });
});

describe('build: switch', () => {
  const cases = (fallthrough: boolean): Stmt => ({
    type: 'switch',
    header: 'switch (x)',
    range: r(),
    fallthrough,
    cases: [
      { tests: ['1'], range: r(), body: [s('one()')] },
      { tests: [], range: r(), body: [s('dflt()'), { type: 'break', text: 'break;', range: r() }] },
      { tests: ['2', '3'], range: r(), body: [s('two()')] },
    ],
  });

  it('fall-through: the header jumps to each case, bodies fall into the next, default anywhere', () => {
    const g = fn([cases(true), s('after()')]);
    expect(describeEdges(g, 'f')).toEqual([
      'void f() --flow--> switch (x)',
      'switch (x) --case:1--> one()',
      'one() --flow--> dflt()',
      'switch (x) --default:default--> dflt()',
      'dflt() --flow--> break;',
      'switch (x) --case:2 | 3--> two()',
      'two() --flow--> after()',
      'break; --flow--> after()',
      'after() --flow--> End',
    ]);
  });

  it('no fall-through (Java arrow switch): a jump table, each case leaves the switch', () => {
    const g = fn([cases(false), s('after()')], 'java');
    expect(describeEdges(g, 'f')).toEqual([
      'void f() --flow--> switch (x)',
      'switch (x) --case:1--> one()',
      'switch (x) --default:default--> dflt()',
      'dflt() --flow--> break;',
      'switch (x) --case:2 | 3--> two()',
      'one() --flow--> after()',
      'two() --flow--> after()',
      'break; --flow--> after()',
      'after() --flow--> End',
    ]);
  });

  it('a jump table without default has a `no match` edge past the switch', () => {
    const sw = cases(false);
    if (sw.type === 'switch') sw.cases.splice(1, 1);
    const g = fn([sw, s('after()')], 'java');
    expect(describeEdges(g, 'f')).toEqual([
      'void f() --flow--> switch (x)',
      'switch (x) --case:1--> one()',
      'switch (x) --case:2 | 3--> two()',
      'one() --flow--> after()',
      'two() --flow--> after()',
      'switch (x) --default:no match--> after()',
      'after() --flow--> End',
    ]);
  });

  it("dispatch 'tested' (and guarded cases): cases tested in order, default last", () => {
    const expected = [
      'void f() --flow--> switch (x)',
      'switch (x) --flow--> case 1',
      'case 1 --case:1--> one()',
      'case 1 --false:No--> case 2 | 3',
      'case 2 | 3 --case:2 | 3--> two()',
      'case 2 | 3 --false:No--> default',
      'default --default:default--> dflt()',
      'dflt() --flow--> break;',
      'one() --flow--> after()',
      'two() --flow--> after()',
      'break; --flow--> after()',
      'after() --flow--> End',
    ];
    const tested = cases(false);
    if (tested.type === 'switch') tested.dispatch = 'tested';
    expect(describeEdges(fn([tested, s('after()')], 'java'), 'f')).toEqual(expected);
    const guarded = cases(false);
    if (guarded.type === 'switch') {
      const first = guarded.cases[0];
      if (first) first.guard = 'y > 0';
    }
    const edges = describeEdges(fn([guarded, s('after()')], 'java'), 'f');
    expect(edges).toContain('case 1 if y > 0 --case:1 if y > 0--> one()');
    expect(edges).toContain('case 1 if y > 0 --false:No--> case 2 | 3');
  });

  it('a switch without default can skip every case', () => {
    const g = fn([
      {
        type: 'switch',
        header: 'switch (x)',
        range: r(),
        fallthrough: true,
        cases: [{ tests: ['1'], range: r(), body: [s('one()')] }],
      },
    ]);
    expect(describeEdges(g, 'f')).toContain('switch (x) --default:no match--> End');
  });

  it('yield leaves a switch expression', () => {
    const g = fn(
      [
        {
          type: 'switch',
          header: 'int y = switch (x)',
          range: r(),
          fallthrough: false,
          isExpression: true,
          cases: [
            {
              tests: ['1'],
              range: r(),
              body: [{ type: 'yieldswitch', text: 'yield 10;', range: r() }],
            },
          ],
        },
        s('use(y)'),
      ],
      'java',
    );
    expect(describeEdges(g, 'f')).toContain('yield 10; --flow--> use(y)');
  });
});

describe('build: jumps and exceptions', () => {
  it('goto jumps to its label, before or after it', () => {
    const g = fn([
      { type: 'label', name: 'top', text: 'top:', range: r() },
      s('work()'),
      {
        type: 'if',
        branches: [
          {
            cond: cond('again'),
            body: [{ type: 'goto', label: 'top', text: 'goto top;', range: r() }],
          },
        ],
      },
      { type: 'goto', label: 'out', text: 'goto out;', range: r() },
      s('skipped()'),
      { type: 'label', name: 'out', text: 'out:', range: r() },
    ]);
    const edges = describeEdges(g, 'f');
    expect(edges).toContain('goto top; --flow--> top:');
    expect(edges).toContain('goto out; --flow--> out:');
    expect(edges).toContain('out: --flow--> End');
    expect(g.nodes.find((n) => n.label === 'skipped()')?.unreachable).toBe(true);
  });

  it('throw inside nested tries reaches the first handler that can match, through finally', () => {
    const g = fn(
      [
        {
          type: 'try',
          range: r(),
          body: [
            {
              type: 'try',
              range: r(),
              body: [
                {
                  type: 'throw',
                  text: 'throw new IOException()',
                  types: ['IOException'],
                  range: r(),
                },
              ],
              handlers: [
                {
                  header: 'catch (IllegalStateException e)',
                  types: ['IllegalStateException'],
                  range: r(),
                  body: [s('a()')],
                },
              ],
              finally: { range: r(), body: [s('close()')] },
            },
          ],
          handlers: [
            { header: 'catch (Exception e)', types: ['Exception'], range: r(), body: [s('b()')] },
          ],
        },
      ],
      'java',
    );
    const edges = describeEdges(g, 'f');
    // IOException certainly is not an IllegalStateException: it skips that handler via finally
    expect(edges).toContain('throw new IOException() --exception--> finally');
    expect(edges).toContain('close() --exception--> catch (Exception e)');
    expect(edges).not.toContain(
      'throw new IOException() --exception--> catch (IllegalStateException e)',
    );
  });

  it('try-with-resources: resources are acquired inside the protected region', () => {
    const g = fn(
      [
        {
          type: 'try',
          range: r(),
          resources: [s('in = open()')],
          body: [s('read(in)')],
          handlers: [
            { header: 'catch (IOException e)', types: ['IOException'], range: r(), body: [] },
          ],
        },
      ],
      'java',
    );
    const edges = describeEdges(g, 'f');
    expect(edges).toContain('try --flow--> in = open()');
    expect(edges).toContain('in = open() --exception--> catch (IOException e)');
    expect(edges).toContain('catch (IOException e) --flow--> End');
  });
});
