import { describe, expect, it } from 'vitest';
import '../../node';
import type { FunctionDef, Program, Stmt } from '../../ir/types';
import { parse } from '../../parse/parser';
import { lowerJavascript } from './index';
import { lowerTypescript } from './typescript';

async function lower(
  code: string,
  language: 'javascript' | 'typescript' = 'javascript',
): Promise<Program> {
  const lowering = language === 'javascript' ? lowerJavascript : lowerTypescript;
  const tree = await parse(lowering.grammar(code), code);
  try {
    return lowering.lower(tree, code);
  } finally {
    tree.delete();
  }
}

function find<T extends Stmt['type']>(body: Stmt[], type: T): Extract<Stmt, { type: T }>[] {
  const out: Stmt[] = [];
  const visit = (stmts: Stmt[]): void => {
    for (const s of stmts) {
      if (s.type === type) out.push(s);
      if (s.type === 'function' || s.type === 'block' || s.type === 'with') visit(s.body);
      if (s.type === 'loop') visit(s.body);
      if (s.type === 'if') for (const b of s.branches) visit(b.body);
      if (s.type === 'try') {
        visit(s.body);
        for (const h of s.handlers) visit(h.body);
      }
    }
  };
  visit(body);
  return out as Extract<Stmt, { type: T }>[];
}

const byName = (program: Program, name: string): FunctionDef | undefined =>
  find(program.body, 'function').find((f) => f.name === name);

describe('javascript lowering to IR', () => {
  it('marks hoisted declarations as not executed and bindings as executed', async () => {
    const program = await lower(
      [
        'function a() {}',
        'const b = () => {};',
        'class C {}',
        'export default function () {}',
      ].join('\n'),
    );
    expect(byName(program, 'a')?.executes).toBe(false);
    expect(byName(program, 'b')?.executes).toBe(true);
    expect(byName(program, 'C')?.executes).toBe(true);
    expect(byName(program, 'default')?.executes).toBe(false);
  });

  it('records thrown types, catch-all handlers, yields and same-file calls', async () => {
    const program = await lower(
      [
        'function* g(xs) {',
        '  try {',
        '    for (const x of xs) yield helper(x);',
        '  } catch (e) {',
        '    throw new TypeError(String(e));',
        '  }',
        '}',
        'function helper(x) { return Math.abs(x); }',
      ].join('\n'),
    );
    const [thrown] = find(program.body, 'throw');
    expect(thrown?.types).toEqual(['TypeError']);
    const [tryStmt] = find(program.body, 'try');
    expect(tryStmt?.handlers[0]?.types).toEqual([]);
    const [yielded] = find(program.body, 'simple').filter((s) => s.text.startsWith('yield'));
    expect(yielded?.yields).toBe(true);
    expect(yielded?.calls).toEqual(['helper']);
    const [ret] = find(program.body, 'return');
    // Math.abs is not a function of this file
    expect(ret?.calls).toBeUndefined();
  });

  it('puts the do-while range on its while line and labels on loops', async () => {
    const program = await lower(['outer: do {', '  x++;', '} while (x < 3);'].join('\n'));
    const [loop] = find(program.body, 'loop');
    expect(loop?.kind).toBe('dowhile');
    expect(loop?.range).toEqual({ startLine: 3, endLine: 3 });
    expect(loop?.labels).toEqual(['outer']);
  });

  it('keeps TypeScript decorators on methods and skips signatures', async () => {
    const program = await lower(
      [
        'class Svc {',
        '  @Get("/x")',
        '  @Auth()',
        '  handle(req: Req): Res { return ok(req); }',
        '  abstractish(): void;',
        '}',
      ].join('\n'),
      'typescript',
    );
    expect(byName(program, 'Svc.handle')?.decorators).toEqual(['@Get("/x")', '@Auth()']);
    expect(find(program.body, 'function').map((f) => f.name)).toEqual(['Svc', 'Svc.handle']);
  });

  it('finds calls in code, not in strings or comments, and resolves this.m() to Class.m', async () => {
    const program = await lower(
      [
        'class Job {',
        '  run() {',
        '    note("run(now)"); // run(again)',
        '    this.step?.();',
        '    const j = new Job();',
        '  }',
        '  step() {}',
        '}',
        'function note(s) {}',
      ].join('\n'),
    );
    const simples = find(program.body, 'simple');
    const calls = (text: string): string[] | undefined =>
      simples.find((s) => s.text.startsWith(text))?.calls;
    expect(calls('note(')).toEqual(['note']);
    expect(calls('this.step')).toEqual(['Job.step']);
    // no constructor chart: `new Job()` calls nothing drawn in this file
    expect(calls('const j')).toBeUndefined();
  });
});
