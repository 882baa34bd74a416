import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../node';
import { chartEdges, type ChartView } from '../../test-support/edges';

async function view(code: string, language = 'javascript'): Promise<ChartView> {
  const result = await generateFlowchart({ code, language });
  expect(result.error).toBeNull();
  if (!result.graph) throw new Error('no graph');
  return chartEdges(result.graph);
}

describe('javascript functions and classes', () => {
  it('gives declarations, arrows and function expressions their own charts', async () => {
    const v = await view(
      [
        'function add(a, b) {',
        '  return a + b;',
        '}',
        'const double = (x) => x * 2;',
        'const greet = async function (name) {',
        '  await say(name);',
        '};',
        'console.log(add(1, 2));',
      ].join('\n'),
    );
    expect(v.names).toEqual(['module', 'add', 'double', 'greet']);
    expect(v.edges('double')).toContain('return:x * 2 -flow-> end:End');
    expect(v.edges('greet')).toContain('process:await say(name) -flow-> end:End');
    // the hoisted declaration is not a step of the module; the const bindings are
    const module = v.nodes('module');
    expect(module.some((n) => n.includes('add(a, b)'))).toBe(false);
    expect(module.some((n) => n.includes('double') && n.endsWith('@4'))).toBe(true);
    expect(module.some((n) => n.includes('greet') && n.endsWith('@5'))).toBe(true);
  });

  it('names class members Class.member, as methods, with static blocks and accessors', async () => {
    const v = await view(
      [
        'class Stack {',
        '  items = [];',
        '  static { Stack.ready = true; }',
        '  constructor(limit) { this.limit = limit; }',
        '  push(x) {',
        '    if (this.items.length >= this.limit) throw new Error("full");',
        '    this.items.push(x);',
        '    this.changed();',
        '  }',
        '  changed() {}',
        '  get size() { return this.items.length; }',
        '  set size(n) { this.items.length = n; }',
        '  static from(xs) { return new Stack(xs.length); }',
        '}',
      ].join('\n'),
    );
    for (const name of [
      'Stack.static',
      'Stack.constructor',
      'Stack.push',
      'Stack.changed',
      'Stack.get size',
      'Stack.set size',
      'Stack.from',
    ]) {
      expect(v.kindOf(name)).toBe('method');
    }
    expect(v.kindOf('Stack')).toBe('class');
    const push = v.edges('Stack.push');
    // only this.changed() calls a function of the file; this.items.push is Array's
    expect(push).toContain('process:this.items.push(x) -flow-> call:this.changed()');
    expect(push).toContain(
      'decision:this.items.length >= this.limit -true-> throw:throw new Error("full")',
    );
  });

  it('names object-literal methods after the object and callbacks after their line', async () => {
    const v = await view(
      [
        'const api = {',
        '  load(id) { return fetch(id); },',
        '  save: async (data) => {',
        '    await put(data);',
        '  },',
        '};',
        'items.forEach((x) => console.log(x));',
        'setTimeout(function () {',
        '  tick();',
        '}, 10);',
      ].join('\n'),
    );
    expect(v.names).toEqual(['module', 'api.load', 'api.save', '<anonymous@8>']);
    // the console.log runs inside the callback, not in the statement itself (issue 22 item 11)
    expect(v.nodes('module')).toContain('process:items.forEach((x) => console.log(x))@7');
    expect(v.nodes('module')).toContain('process:setTimeout(function () {...}, 10)@8');
    expect(v.edges('<anonymous@8>')).toContain('process:tick() -flow-> end:End');
  });

  it('keeps yield inside generator charts and marks it as a resumable step', async () => {
    const v = await view(
      [
        'function* count(n) {',
        '  let i = 0;',
        '  while (i < n) {',
        '    yield i++;',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(v.edges('count')).toContain('process:yield i++ -back-> loop:while (i < n)');
  });

  it('charts nested functions separately from their parent', async () => {
    const v = await view(
      [
        'function outer(xs) {',
        '  function inner(x) {',
        '    return x + 1;',
        '  }',
        '  return xs.map(inner);',
        '}',
      ].join('\n'),
    );
    expect(v.names).toEqual(['module', 'outer', 'inner']);
    expect(v.edges('outer')).toContain(
      'start:function outer(xs) -flow-> return:return xs.map(inner)',
    );
  });

  it('charts module.exports and prototype assignments under their target', async () => {
    const v = await view(
      [
        'module.exports = function (req) {',
        '  handle(req);',
        '};',
        'Dog.prototype.bark = function () {',
        '  console.log("woof");',
        '};',
      ].join('\n'),
    );
    expect(v.names).toEqual(['module', 'module.exports', 'Dog.prototype.bark']);
    expect(v.kindOf('module.exports')).toBe('function');
    expect(v.kindOf('Dog.prototype.bark')).toBe('method');
  });
});
