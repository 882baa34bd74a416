/**
 * Per-function reuse in the incremental engine (build/definitionReuse.ts): a keystroke in one
 * function builds that function only, every other one is copied from the last build with its ids
 * renumbered and its lines moved — and the answer stays exactly a full rebuild's.
 */
import { describe, expect, it } from 'vitest';
import { createIncrementalEngine, generateFlowchart } from '../../src/node';

function pythonFile(functions: number): string {
  const out: string[] = [];
  for (let k = 0; k < functions; k++)
    out.push(
      `def f${k}(items):`,
      '    total = 0',
      '    for x in items:',
      `        if x > ${k}:`,
      '            total += helper(x)',
      '        else:',
      '            continue',
      '    return total',
      '',
    );
  out.push('def helper(x):', '    return x * 2', '');
  return out.join('\n');
}

const CASES: { language: string; code: string; above: (code: string) => string }[] = [
  {
    language: 'python',
    code: pythonFile(6),
    above: (code) => `import os\n\n${code}`,
  },
  {
    language: 'javascript',
    code: [
      'function a(n) {\n  if (n > 1) { return n * a(n - 1); }\n  return 1;\n}',
      'function b(xs) {\n  for (const x of xs) {\n    if (x) continue;\n    a(x);\n  }\n}',
      'function c() {\n  try { b([]); } catch (e) { throw e; } finally { a(1); }\n}',
    ].join('\n'),
    above: (code) => `// a comment\nconst limit = 3;\n${code}`,
  },
  {
    language: 'go',
    code: [
      'package main',
      'func a(n int) int {\n\tif n > 1 {\n\t\treturn n * a(n-1)\n\t}\n\treturn 1\n}',
      'func b(xs []int) {\n\tfor _, x := range xs {\n\t\tif x > 0 {\n\t\t\tcontinue\n\t\t}\n\t\ta(x)\n\t}\n}',
    ].join('\n'),
    above: (code) => code.replace('package main', 'package main\n\nimport "fmt"'),
  },
];

const C_FUNCTIONS = [
  'int a(int n) {\n  if (n > 1) return n * a(n - 1);\n  return 1;\n}',
  'int b(int x) {\n  while (x > 25) x--;\n  return x;\n}',
  'int c(void) {\n  return a(3) + b(4);\n}',
].join('\n');

/** A file of a few top-level statements per language, `25` written once, in the second one. */
const KEYSTROKE_CASES: { language: string; code: string }[] = [
  { language: 'c', code: C_FUNCTIONS },
  { language: 'cpp', code: `#include <cstdio>\n${C_FUNCTIONS}` },
  {
    language: 'javascript',
    code: [
      'function a(n) {\n  if (n > 1) { return n * a(n - 1); }\n  return 1;\n}',
      'const b = (xs) => {\n  for (const x of xs) {\n    if (x > 25) continue;\n    a(x);\n  }\n};',
      'class C {\n  m() {\n    return b([1]);\n  }\n}',
    ].join('\n'),
  },
  {
    language: 'typescript',
    code: [
      'function a(n: number): number {\n  if (n > 1) { return n * a(n - 1); }\n  return 1;\n}',
      'function b(xs: number[]): void {\n  for (const x of xs) {\n    if (x > 25) continue;\n    a(x);\n  }\n}',
      'interface P {\n  x: number;\n}',
    ].join('\n'),
  },
  {
    language: 'go',
    code: [
      'package main',
      'func a(n int) int {\n\tif n > 1 {\n\t\treturn n * a(n-1)\n\t}\n\treturn 1\n}',
      'func b(xs []int) {\n\tfor _, x := range xs {\n\t\tif x > 25 {\n\t\t\tcontinue\n\t\t}\n\t\ta(x)\n\t}\n}',
    ].join('\n'),
  },
  {
    language: 'java',
    code: [
      'import java.util.List;',
      'class A {\n  int a(int n) {\n    if (n > 1) return n * a(n - 1);\n    return 1;\n  }\n}',
      'class B {\n  int b(int x) {\n    while (x > 25) x--;\n    return x;\n  }\n}',
    ].join('\n'),
  },
  {
    language: 'csharp',
    code: [
      'using System;',
      'class A {\n  int F(int n) {\n    if (n > 1) return n * F(n - 1);\n    return 1;\n  }\n}',
      'class B {\n  int G(int x) {\n    while (x > 25) x--;\n    return x;\n  }\n}',
    ].join('\n'),
  },
  {
    language: 'kotlin',
    code: [
      'fun a(n: Int): Int {\n    if (n > 1) return n * a(n - 1)\n    return 1\n}',
      'fun b(x: Int): Int {\n    var y = x\n    while (y > 25) y--\n    return y\n}',
      'val limit = 3',
    ].join('\n'),
  },
  {
    language: 'php',
    code: [
      '<?php',
      'function a($n) {\n  if ($n > 1) return $n * a($n - 1);\n  return 1;\n}',
      'function b($xs) {\n  foreach ($xs as $x) {\n    if ($x > 25) continue;\n    a($x);\n  }\n}',
      'echo a(3);',
    ].join('\n'),
  },
  {
    language: 'ruby',
    code: [
      'def a(n)\n  return n * a(n - 1) if n > 1\n  1\nend',
      'def b(xs)\n  xs.each do |x|\n    next if x > 25\n    a(x)\n  end\nend',
      'puts a(3)',
    ].join('\n'),
  },
  {
    language: 'rust',
    code: [
      'fn a(n: i32) -> i32 {\n    if n > 1 {\n        return n * a(n - 1);\n    }\n    1\n}',
      'fn b(xs: &[i32]) {\n    for x in xs {\n        if *x > 25 {\n            continue;\n        }\n        a(*x);\n    }\n}',
    ].join('\n'),
  },
];

describe('per-function reuse = full rebuild', () => {
  it.each(CASES)(
    '$language: edits above and inside functions give a full build’s graph',
    async ({ language, code, above }) => {
      const engine = createIncrementalEngine();
      const check = async (text: string): Promise<void> => {
        const request = { code: text, language };
        const mine = await engine.generate(request);
        expect(mine.error).toBeNull();
        expect(mine).toEqual(await generateFlowchart(request));
      };
      try {
        await check(code);
        const built = engine.counts.definitionsBuilt;
        expect(engine.counts.definitionsReused).toBe(0);
        // lines added above every function: all of them copied, their ids and lines moved
        const moved = above(code);
        await check(moved);
        expect(engine.counts.definitionsBuilt).toBe(built);
        expect(engine.counts.definitionsReused).toBe(built);
        // a keystroke inside the first function: that one is built again, the others copied
        const typed = moved.replace('return 1', 'return 17').replace('total = 0', 'total = 10');
        await check(typed);
        expect(engine.counts.definitionsBuilt).toBe(built + 1);
        expect(engine.counts.definitionsReused).toBe(2 * built - 1);
        // back again: the first function's last build is forgotten, so it is built once more
        await check(moved);
        expect(engine.counts.definitionsBuilt).toBe(built + 2);
      } finally {
        engine.dispose();
      }
    },
  );

  it('moves ids and lines of the functions after an edit above them', async () => {
    const engine = createIncrementalEngine();
    const code = pythonFile(3);
    try {
      const first = (await engine.generate({ code, language: 'python' })).graph!;
      const second = (await engine.generate({ code: `x = 1\n${code}`, language: 'python' })).graph!;
      const f2 = (g: typeof first) => g.charts.find((c) => c.name === 'f2')!;
      // the module chart got a node more: every later id moves by one, every line by one
      expect(f2(second).range.startLine).toBe(f2(first).range.startLine + 1);
      expect(Number(f2(second).start.slice(1))).toBe(Number(f2(first).start.slice(1)) + 1);
      expect(engine.counts.definitionsReused).toBe(4);
      // the nodes are new objects: the graph sent before is never changed
      const shared = new Set(first.nodes);
      expect(second.nodes.some((n) => shared.has(n))).toBe(false);
    } finally {
      engine.dispose();
    }
  });

  it('lowers only the statement a keystroke is in, and shares what did not move', async () => {
    const engine = createIncrementalEngine();
    const code = pythonFile(4);
    try {
      const first = (await engine.generate({ code, language: 'python' })).graph!;
      const lowered = engine.counts.statementsLowered;
      expect(lowered).toBe(5);
      // a digit typed inside f1: f1 alone is lowered and built again
      const typed = code.replace('if x > 1:', 'if x > 12:');
      const request = { code: typed, language: 'python' };
      const second = await engine.generate(request);
      expect(second).toEqual(await generateFlowchart(request));
      expect(engine.counts.statementsLowered).toBe(lowered + 1);
      expect(engine.counts.statementsReused).toBe(4);
      // f0 and f2 stand where they stood: once copied, their nodes are kept as they are
      const third = (await engine.generate({ code, language: 'python' })).graph!;
      const f2Nodes = (g: typeof first) => g.nodes.filter((n) => n.chart === 'c3');
      expect(f2Nodes(third).length).toBeGreaterThan(0);
      expect(f2Nodes(third).every((n, i) => n === f2Nodes(second.graph!)[i])).toBe(true);
      // a line added above: every statement below is a copy with its lines moved, not lowered
      const before = engine.counts.statementsLowered;
      const moved = `\n${code}`;
      const answer = await engine.generate({ code: moved, language: 'python' });
      expect(answer).toEqual(await generateFlowchart({ code: moved, language: 'python' }));
      expect(engine.counts.statementsLowered).toBe(before);
      expect(first.nodes.length).toBe(third.nodes.length);
    } finally {
      engine.dispose();
    }
  });

  it.each(KEYSTROKE_CASES)(
    '$language: a keystroke inside one function lowers that statement only',
    async ({ language, code }) => {
      const engine = createIncrementalEngine();
      try {
        const first = await engine.generate({ code, language });
        expect(first.error).toBeNull();
        const lowered = engine.counts.statementsLowered;
        expect(engine.counts.statementsReused).toBe(0);
        // a digit typed inside the second function (the only `25` of the file)
        expect(code.split('25').length).toBe(2);
        const request = { code: code.replace('25', '257'), language };
        expect(await engine.generate(request)).toEqual(await generateFlowchart(request));
        expect(engine.counts.statementsLowered).toBe(lowered + 1);
        expect(engine.counts.statementsReused).toBe(lowered - 1);
        // a line added above: everything is moved, nothing lowered again
        const moved = { code: `\n${request.code}`, language };
        expect(await engine.generate(moved)).toEqual(await generateFlowchart(moved));
        expect(engine.counts.statementsLowered).toBe(lowered + 1);
      } finally {
        engine.dispose();
      }
    },
  );

  it('builds every function again when the file’s definitions change', async () => {
    const engine = createIncrementalEngine();
    const code = pythonFile(3);
    try {
      await engine.generate({ code, language: 'python' });
      const built = engine.counts.definitionsBuilt;
      // a new function: a call to it in any chart may now be a call node
      const grown = `${code}\ndef extra():\n    return 0\n`;
      const answer = await engine.generate({ code: grown, language: 'python' });
      expect(answer).toEqual(await generateFlowchart({ code: grown, language: 'python' }));
      expect(engine.counts.definitionsBuilt).toBe(2 * built + 1);
      expect(engine.counts.definitionsReused).toBe(0);
    } finally {
      engine.dispose();
    }
  });

  it('builds a text with a syntax error whole, and reuses again after it', async () => {
    const engine = createIncrementalEngine();
    const code = pythonFile(3);
    try {
      await engine.generate({ code, language: 'python' });
      const broken = code.replace('def f1(items):', 'def f1(items:');
      const answer = await engine.generate({ code: broken, language: 'python' });
      expect(answer).toEqual(await generateFlowchart({ code: broken, language: 'python' }));
      expect(engine.counts.definitionsReused).toBe(0);
      await engine.generate({ code, language: 'python' });
      await engine.generate({
        code: code.replace('return x * 2', 'return x * 3'),
        language: 'python',
      });
      expect(engine.counts.definitionsReused).toBe(3);
    } finally {
      engine.dispose();
    }
  });
});
