import { describe, expect, it } from 'vitest';
import { edges, graphOf } from '../../test-support/edges';

const go = (code: string, chart: string): Promise<string[]> => edges(code, 'go', chart);
const inFunc = (body: string): string => `package main\n\nfunc f(x int) int {\n${body}\n}\n`;

describe('Go lowering (issue 24)', () => {
  it('draws the three for forms: clause, condition only, and forever', async () => {
    const e = await go(
      inFunc(
        '\tfor i := 0; i < x; i++ {\n\t\tx--\n\t}\n\tfor x > 0 {\n\t\tx--\n\t}\n\tfor {\n\t\tbreak\n\t}\n\treturn x',
      ),
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:for i := 0; i < x; i++ -true-> process:x--',
        'process:x-- -back-> loop:for i := 0; i < x; i++',
        'loop:for i := 0; i < x; i++ -false-> loop:for x > 0',
        'loop:for x > 0 -false-> loop:for',
        'loop:for -flow-> break:break',
        'break:break -flow-> return:return x',
      ]),
    );
    // `for {}` has no exit but its break
    expect(e.filter((s) => s.startsWith('loop:for -'))).toEqual(['loop:for -flow-> break:break']);
  });

  it('draws for range as a for-each', async () => {
    const e = await go(inFunc('\tfor _, v := range xs {\n\t\tx += v\n\t}\n\treturn x'), 'f');
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:for _, v := range xs -true-> process:x += v',
        'loop:for _, v := range xs -false-> return:return x',
      ]),
    );
  });

  it('jumps to the switch case that runs, without falling through, and follows fallthrough', async () => {
    const e = await go(
      inFunc(
        '\tswitch x {\n\tcase 1:\n\t\tx = 10\n\tcase 2, 3:\n\t\tx = 20\n\t\tfallthrough\n\tcase 4:\n\t\tx = 40\n\tdefault:\n\t\tx = 0\n\t}\n\treturn x',
      ),
      'f',
    );
    expect(e).toEqual([
      'start:func f(x int) int -flow-> decision:switch x',
      'decision:switch x -case-> process:x = 10',
      'decision:switch x -case-> process:x = 20',
      'process:x = 20 -flow-> process:fallthrough',
      'process:fallthrough -flow-> process:x = 40',
      'decision:switch x -case-> process:x = 40',
      'decision:switch x -default-> process:x = 0',
      'process:x = 10 -flow-> return:return x',
      'process:x = 40 -flow-> return:return x',
      'process:x = 0 -flow-> return:return x',
      'return:return x -flow-> end:End',
    ]);
    const graph = await graphOf(
      inFunc('\tswitch x {\n\tcase 1, 2:\n\t\tx = 10\n\t}\n\treturn x'),
      'go',
    );
    expect(graph.edges.map((edge) => edge.label).filter(Boolean)).toEqual(['1, 2', 'no match']);
  });

  it('draws a type switch and a select', async () => {
    const e = await go(
      inFunc(
        '\tswitch v := y.(type) {\n\tcase int:\n\t\tx = v\n\tcase string, error:\n\t\tx = 1\n\t}\n\tselect {\n\tcase m := <-ch:\n\t\tx = m\n\tcase ch <- 1:\n\t\tx = 2\n\tdefault:\n\t\tx = 3\n\t}\n\treturn x',
      ),
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:switch v := y.(type) -case-> process:x = v',
        'decision:switch v := y.(type) -case-> process:x = 1',
        'decision:switch v := y.(type) -default-> decision:select',
        'process:x = 1 -flow-> decision:select',
        'decision:select -case-> process:x = m',
        'decision:select -case-> process:x = 2',
        'decision:select -default-> process:x = 3',
      ]),
    );
    const graph = await graphOf(
      inFunc('\tselect {\n\tcase m := <-ch:\n\t\tx = m\n\t}\n\treturn x'),
      'go',
    );
    expect(graph.edges.map((edge) => edge.label).filter(Boolean)).toContain('m := <-ch');
  });

  it('draws `for {` entered once, each round back into its body', async () => {
    const e = await go(
      inFunc('\tfor {\n\t\tx++\n\t\tif x > 9 {\n\t\t\tbreak\n\t\t}\n\t}\n\treturn x'),
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:for -flow-> process:x++',
        'decision:x > 9 -false-> process:x++',
      ]),
    );
  });

  it('runs deferred calls at every return and on panic, the last deferred first', async () => {
    const e = await go(
      inFunc(
        '\tdefer fmt.Println("a")\n\tdefer cleanup()\n\tif x < 0 {\n\t\tpanic("negative")\n\t}\n\tif x == 0 {\n\t\treturn 0\n\t}\n\treturn x',
      ),
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'with:defer fmt.Println("a") -flow-> with:defer cleanup()',
        'return:return 0 -flow-> with:run deferred cleanup()',
        'return:return x -flow-> with:run deferred cleanup()',
        'with:run deferred cleanup() -flow-> with:run deferred fmt.Println("a")',
        'with:run deferred fmt.Println("a") -flow-> end:End',
        'throw:panic("negative") -exception-> with:run deferred cleanup()',
        'with:run deferred cleanup() -exception-> with:run deferred fmt.Println("a")',
        'with:run deferred fmt.Println("a") -exception-> end:End',
      ]),
    );
    // the deferred run is the runtime's: it covers no line of the function
    const graph = await graphOf(inFunc('\tdefer g()\n\treturn x'), 'go');
    const run = graph.nodes.find((n) => n.label === 'run deferred g()');
    expect(run?.range).toBeUndefined();
  });

  it('draws goto, labels and labelled break/continue', async () => {
    const e = await go(
      inFunc(
        'outer:\n\tfor i := 0; i < 3; i++ {\n\t\tfor j := 0; j < 3; j++ {\n\t\t\tif j == 1 {\n\t\t\t\tcontinue outer\n\t\t\t}\n\t\t\tif j == 2 {\n\t\t\t\tbreak outer\n\t\t\t}\n\t\t}\n\t}\n\tif x > 0 {\n\t\tgoto done\n\t}\n\tx = 1\ndone:\n\treturn x',
      ),
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'continue:continue outer -back-> loop:for i := 0; i < 3; i++',
        'break:break outer -flow-> decision:x > 0',
        'goto:goto done -flow-> label:done:',
        'process:x = 1 -flow-> label:done:',
        'label:done: -flow-> return:return x',
      ]),
    );
  });

  it('sends panic to End and names methods T.m, closures f.func1, and calls on the receiver', async () => {
    const code =
      'package main\n\ntype Stack struct{ items []int }\n\nfunc (s *Stack) Push(v int) {\n\ts.items = append(s.items, v)\n}\n\nfunc (s *Stack) PushTwo(v int) {\n\ts.Push(v)\n\tadd := func(n int) int {\n\t\treturn n + 1\n\t}\n\tif v < 0 {\n\t\tpanic("no")\n\t}\n\ts.Push(add(v))\n}\n';
    const graph = await graphOf(code, 'go');
    expect(graph.charts.map((c) => c.name)).toEqual([
      'module',
      'Stack.Push',
      'Stack.PushTwo',
      'Stack.PushTwo.func1',
    ]);
    const e = await go(code, 'Stack.PushTwo');
    expect(e).toEqual(
      expect.arrayContaining([
        'start:func (s *Stack) PushTwo(v int) -flow-> call:s.Push(v)',
        'call:s.Push(v) -flow-> process:add := func(n int) int {…}',
        'throw:panic("no") -exception-> end:End',
      ]),
    );
  });

  it('draws fmt printing and reading as I/O, and a bare snippet without its function', async () => {
    const e = await go(inFunc('\tfmt.Scan(&x)\n\tfmt.Printf("%d\\n", x)\n\treturn x'), 'f');
    expect(e).toEqual(
      expect.arrayContaining(['io:fmt.Scan(&x) -flow-> io:fmt.Printf("%d\\n", x)']),
    );
    const snippet = await graphOf('for i := 0; i < 3; i++ {\n\tfmt.Println(i)\n}\n', 'go');
    expect(snippet.nodes.map((n) => n.kind)).toEqual(['start', 'end', 'loop', 'io']);
  });
});
