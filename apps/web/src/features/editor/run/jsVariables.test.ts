/**
 * The Variables of a JavaScript/TypeScript run (decision 041, update of 2026-11-27): real
 * programs instrumented and run as the editor runs them (jsRun.testSupport.ts), read back through
 * the replay's stackAt.
 */
import { describe, expect, it } from 'vitest';
import { runJs } from './jsRun.testSupport';
import { stackAt, type Recording } from './recording';

/** Each step's innermost frame as `name: {var: shown text}`. */
function steps(rec: Recording): { line: number; frame: string; vars: Record<string, string> }[] {
  return rec.lines.map((line, step) => {
    const top = stackAt(rec, step)[0];
    const vars: Record<string, string> = {};
    for (const [k, v] of Object.entries(top?.variables ?? {})) vars[k] = v.r;
    return { line, frame: top?.frame.name ?? '', vars };
  });
}
const atLine = (rec: Recording, line: number) => steps(rec).filter((s) => s.line === line);

describe('JavaScript Variables', () => {
  it('records each call’s own locals in recursion, and the stack growing', async () => {
    const rec = await runJs(
      [
        'function fact(n) {', // 1
        '  const m = n - 1;', // 2
        '  if (n <= 1) return 1;', // 3
        '  return n * fact(m);', // 4
        '}', // 5
        'const out = fact(3);', // 6
        'console.log(out);', // 7
      ].join('\n'),
    );
    expect(rec.end).toEqual({ kind: 'done' });
    const base = rec.lines.findIndex((l, i) => l === 3 && stackAt(rec, i).length === 4);
    const stack = stackAt(rec, base);
    expect(stack.map((f) => f.frame.name)).toEqual(['fact', 'fact', 'fact', '<module>']);
    expect(stack.map((f) => f.variables.n?.r)).toEqual(['1', '2', '3', undefined]);
    expect(stack.map((f) => f.variables.m?.r)).toEqual(['0', '1', '2', undefined]);
    // the callers wait on the line of the call
    expect(stack.map((f) => f.line)).toEqual([3, 4, 4, 6]);
    // the module: `fact` hoisted, `out` not initialized until its line ran
    expect(stack[3]?.variables.fact).toEqual({ r: 'ƒ fact', t: 'function' });
    expect(stack[3]?.variables.out).toEqual({ r: 'not initialized yet', t: 'uninitialized' });
    expect(atLine(rec, 7)[0]?.vars.out).toBe('6');
    // at its own first line, `m` is still in its temporal dead zone
    expect(atLine(rec, 2)[0]?.vars).toEqual({ n: '3', m: 'not initialized yet' });
  });

  it('shows a closure’s own locals, not its creator’s', async () => {
    const rec = await runJs(
      [
        'function counter(start) {', // 1
        '  let count = start;', // 2
        '  return (step) => {', // 3
        '    const before = count;', // 4
        '    count += step;', // 5
        '    return before;', // 6
        '  };', // 7
        '}', // 8
        'const next = counter(10);', // 9
        'next(2);', // 10
        'next(3);', // 11
      ].join('\n'),
    );
    const inner = atLine(rec, 6);
    // an arrow given to no name is named by its line
    expect(inner.map((s) => s.frame)).toEqual(['function at line 3', 'function at line 3']);
    expect(inner.map((s) => s.vars)).toEqual([
      { step: '2', before: '10' },
      { step: '3', before: '12' },
    ]);
    expect(atLine(rec, 3)[0]?.vars).toEqual({ start: '10', count: '10' });
  });

  it('shows the innermost of a shadowed name inside its block, the outer one after', async () => {
    const rec = await runJs(
      [
        'let x = 1;', // 1
        '{', // 2
        '  let x = 2;', // 3
        '  const y = x;', // 4
        '  console.log(y);', // 5
        '}', // 6
        'console.log(x);', // 7
      ].join('\n'),
    );
    // the block's own x (and y) are in their temporal dead zone: the outer x is hidden
    expect(atLine(rec, 3)[0]?.vars).toEqual({ x: 'not initialized yet', y: 'not initialized yet' });
    expect(atLine(rec, 5)[0]?.vars).toEqual({ x: '2', y: '2' });
    // y went out of scope with its block
    expect(atLine(rec, 7)[0]?.vars).toEqual({ x: '1' });
  });

  it('destructures parameters and declarations into their names', async () => {
    const rec = await runJs(
      [
        'function area({ w, h = 2 }, [first, ...rest]) {', // 1
        '  const { a: [p, q] = [0, 0], ...others } = { a: [w, h], b: 3 };', // 2
        '  return p * q + first + rest.length + others.b;', // 3
        '}', // 4
        'area({ w: 4 }, [1, 2, 3]);', // 5
      ].join('\n'),
    );
    expect(atLine(rec, 3)[0]?.vars).toEqual({
      w: '4',
      h: '2',
      first: '1',
      rest: '[2, 3]',
      p: '4',
      q: '2',
      others: '{b: 3}',
    });
  });

  it('gives a loop’s let a binding per iteration, and closures keep each', async () => {
    const rec = await runJs(
      [
        'const fns = [];', // 1
        'for (let i = 0; i < 3; i++) {', // 2
        '  const twice = i * 2;', // 3
        '  fns.push(() => twice);', // 4
        '}', // 5
        'for (const f of fns) console.log(f());', // 6
      ].join('\n'),
    );
    expect(atLine(rec, 4).map((s) => [s.vars.i, s.vars.twice])).toEqual([
      ['0', '0'],
      ['1', '2'],
      ['2', '4'],
    ]);
    const atEnd = atLine(rec, 6);
    expect(atEnd[atEnd.length - 1]?.vars.fns).toBe('[ƒ (anonymous), ƒ (anonymous), ƒ (anonymous)]');
    // out of the loop, its `i` is gone
    expect(atEnd[0]?.vars.i).toBeUndefined();
    expect(rec.output.map((o) => o[2]).join('')).toBe('0\n2\n4\n');
  });

  it('reads a switch clause’s let safely whichever clause runs', async () => {
    const rec = await runJs(
      [
        'function pick(k) {', // 1
        '  switch (k) {', // 2
        '    case 1:', // 3
        '      let a = "one";', // 4
        '      return a;', // 5
        '    default:', // 6
        '      return "other";', // 7
        '  }', // 8
        '}', // 9
        'pick(2);', // 10
        'pick(1);', // 11
      ].join('\n'),
    );
    expect(rec.end).toEqual({ kind: 'done' });
    expect(atLine(rec, 7)[0]?.vars).toEqual({ k: '2', a: 'not initialized yet' });
    expect(atLine(rec, 5)[0]?.vars).toEqual({ k: '1', a: '"one"' });
  });
});

describe('JavaScript Variables: values', () => {
  it('renders values safely: getters not called, cycles, Map, Set, classes, long text', async () => {
    const rec = await runJs(
      [
        'class Point { constructor(x, y) { this.x = x; this.y = y; } get len() { throw new Error("called"); } }', // 1
        'const p = new Point(1, 2);', // 2
        'const o = { get boom() { throw new Error("called"); }, name: "o" };', // 3
        'o.self = o;', // 4
        'const m = new Map([["k", [1, 2]]]);', // 5
        'const s = new Set(["a"]);', // 6
        'const long = "x".repeat(500);', // 7
        'let big = 10n, nothing = null, u;', // 8
        'console.log("end");', // 9
      ].join('\n'),
    );
    expect(rec.end).toEqual({ kind: 'done' });
    const last = stackAt(rec, rec.lines.length - 1)[0]?.variables ?? {};
    expect(last.Point).toEqual({ r: 'class Point', t: 'class' });
    expect(last.p).toEqual({
      r: 'Point {x: 1, y: 2}',
      t: 'Point',
      c: [
        ['x', { r: '1', t: 'number' }],
        ['y', { r: '2', t: 'number' }],
      ],
    });
    expect(last.o?.r).toBe('{boom: [Getter], name: "o", self: [Circular]}');
    expect(last.o?.c?.map(([k, v]) => [k, v.r])).toEqual([
      ['boom', '[Getter]'],
      ['name', '"o"'],
      ['self', '[Circular]'],
    ]);
    expect(last.m?.r).toBe('Map(1) {"k" => [1, 2]}');
    expect(last.m?.c?.[0]?.[1].c?.map(([, v]) => v.r)).toEqual(['1', '2']);
    expect(last.s?.r).toBe('Set(1) {"a"}');
    expect(last.long?.r).toHaveLength(80);
    expect(last.long?.r.endsWith('…')).toBe(true);
    expect([last.big?.r, last.nothing?.r, last.u?.r]).toEqual(['10n', 'null', 'undefined']);
  });

  it('records an array changed in place, and only when it changed', async () => {
    const rec = await runJs(
      [
        'const xs = [];', // 1
        'for (let i = 0; i < 3; i++) {', // 2
        '  xs.push(i);', // 3
        '}', // 4
      ].join('\n'),
    );
    expect(atLine(rec, 3).map((s) => s.vars.xs)).toEqual(['[]', '[0]', '[0, 1]']);
    // the module frame's changes to xs: not initialized, [], then one per push — not one per step
    const xsChanges = rec.varSteps[0]?.filter((_, k) => {
      const before = k > 0 ? rec.varValues[0]?.[k - 1]?.xs : undefined;
      return rec.varValues[0]?.[k]?.xs?.r !== before?.r;
    });
    expect(xsChanges).toHaveLength(5);
  });

  it('records TypeScript with its types stripped', async () => {
    const rec = await runJs(
      [
        'interface Box { value: number }', // 1
        'function add(a: number, b: Box): number {', // 2
        '  const sum: number = a + b.value;', // 3
        '  return sum;', // 4
        '}', // 5
        'const total: number = add(1, { value: 2 });', // 6
        'console.log(total);', // 7
      ].join('\n'),
      'typescript',
    );
    expect(atLine(rec, 4)[0]).toEqual({
      line: 4,
      frame: 'add',
      vars: { a: '1', b: '{value: 2}', sum: '3' },
    });
    expect(atLine(rec, 7)[0]?.vars).toEqual({ add: 'ƒ add', total: '3' });
  });
});
