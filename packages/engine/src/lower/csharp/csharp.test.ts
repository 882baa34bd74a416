import { describe, expect, it } from 'vitest';
import { chartEdges, edges, graphOf } from '../../test-support/edges';

const cs = (code: string, chart: string): Promise<string[]> => edges(code, 'csharp', chart);
const inClass = (body: string): string => `class A\n{\n${body}\n}`;

describe('C# lowering', () => {
  it('names method charts Class.Method and draws Console as I/O', async () => {
    const graph = await graphOf(
      `namespace N {\n${inClass('  static void Main(string[] args) {\n    Console.WriteLine("hi");\n  }')}\n}`,
      'csharp',
    );
    const view = chartEdges(graph);
    expect(view.names).toEqual(['module', 'A', 'A.Main']);
    expect(view.edges('A.Main')).toContain(
      'start:static void Main(string[] args) -flow-> io:Console.WriteLine("hi")',
    );
  });

  it('draws foreach as a loop with next and done', async () => {
    const e = await cs(
      inClass(
        '  int F(int[] xs) {\n    int s = 0;\n    foreach (var x in xs) {\n      s += x;\n    }\n    return s;\n  }',
      ),
      'A.F',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:foreach (var x in xs) -true-> process:s += x',
        'process:s += x -back-> loop:foreach (var x in xs)',
        'loop:foreach (var x in xs) -false-> return:return s',
      ]),
    );
  });

  it('never falls through a switch section, and goto case jumps to its section', async () => {
    const e = await cs(
      inClass(
        '  void F(int x) {\n    switch (x) {\n      case 1:\n        A1();\n        break;\n      case 2:\n      case 3:\n        A2();\n        goto case 1;\n      default:\n        return;\n    }\n    Done();\n  }',
      ),
      'A.F',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:switch (x) -case-> label:case 1:',
        'label:case 1: -flow-> process:A1()',
        'decision:switch (x) -case-> process:A2()',
        'decision:switch (x) -case-> process:A2()',
        'goto:goto case 1 -flow-> label:case 1:',
        'break:break -flow-> process:Done()',
        'decision:switch (x) -default-> return:return',
      ]),
    );
    expect(e).not.toContain('process:A1() -flow-> process:A2()');
  });

  it('tests switch expression arms in order, `_` last, a throw arm raising', async () => {
    const e = await cs(
      inClass(
        '  string F(int x) {\n    var r = x switch\n    {\n      1 => "one",\n      int n when n > 5 => "big",\n      _ => throw new ArgumentException()\n    };\n    return r;\n  }',
      ),
      'A.F',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:var r = x switch -flow-> decision:case 1',
        'decision:case 1 -case-> break:=> "one"',
        'decision:case 1 -false-> decision:case int n if n > 5',
        'decision:case int n if n > 5 -false-> process:_',
        'process:_ -default-> throw:throw new ArgumentException()',
        'break:=> "one" -flow-> return:return r',
      ]),
    );
  });

  it('draws try/catch with a when filter and finally on every path', async () => {
    const e = await cs(
      inClass(
        '  int F(string s) {\n    try {\n      return int.Parse(s);\n    } catch (FormatException e) when (s.Length > 0) {\n      return -1;\n    } finally {\n      Log();\n    }\n  }',
      ),
      'A.F',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'return:return int.Parse(s) -exception-> catch:catch (FormatException e) when (s.Length > 0)',
        'catch:catch (FormatException e) when (s.Length > 0) -exception-> finally:finally',
      ]),
    );
    expect(e.filter((x) => x.endsWith('-> finally:finally')).length).toBeGreaterThanOrEqual(3);
  });

  it('disposes using statements and using declarations at every exit', async () => {
    const e = await cs(
      inClass(
        '  void F(string p) {\n    using (var r = Open(p)) {\n      r.Read();\n    }\n    using var w = Open(p);\n    w.Write();\n  }',
      ),
      'A.F',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'with:using (var r = Open(p)) -flow-> process:r.Read()',
        'process:r.Read() -flow-> with:exit using (var r = Open(p))',
        'with:exit using (var r = Open(p)) -flow-> with:using var w = Open(p)',
        'with:using var w = Open(p) -flow-> process:w.Write()',
        'process:w.Write() -flow-> with:exit using var w = Open(p)',
      ]),
    );
  });

  it('draws yield return as a step and yield break as the iterator end', async () => {
    const e = await cs(
      inClass(
        '  IEnumerable<int> F(int n) {\n    for (int i = 0; i < n; i++) {\n      if (i > 5) yield break;\n      yield return i;\n    }\n  }',
      ),
      'A.F',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:i > 5 -true-> return:yield break',
        'return:yield break -flow-> end:End',
        'decision:i > 5 -false-> process:yield return i',
      ]),
    );
  });

  it('draws await, checked blocks, local functions, lambdas and property bodies', async () => {
    const graph = await graphOf(
      inClass(
        '  int count;\n  int Count {\n    get { return count; }\n    set { if (value < 0) throw new ArgumentException(); count = value; }\n  }\n  int Twice => count * 2;\n  async Task<int> F(int x) {\n    await Task.Delay(1);\n    checked { x = x * 2; }\n    int Sq(int y) => y * y;\n    Func<int, int> g = v => {\n      return v + 1;\n    };\n    return Sq(x);\n  }',
      ),
      'csharp',
    );
    const view = chartEdges(graph);
    expect(view.names).toEqual(
      expect.arrayContaining([
        'A.Count.get',
        'A.Count.set',
        'A.Twice.get',
        'A.F',
        'A.F.Sq',
        'A.F.<lambda@13>',
      ]),
    );
    expect(view.edges('A.F')).toEqual(
      expect.arrayContaining([
        'process:await Task.Delay(1) -flow-> process:checked',
        'process:checked -flow-> process:x = x * 2',
      ]),
    );
    expect(view.edges('A.F')).toContain(
      'process:Func<int, int> g = v => { return v + 1; } -flow-> return:return Sq(x)',
    );
    expect(view.edges('A.Count.set')).toContain(
      'decision:value < 0 -true-> throw:throw new ArgumentException()',
    );
    expect(view.edges('A.F.Sq')).toContain('return:return y * y -flow-> end:End');
    expect(view.edges('A.F.<lambda@13>')).toContain('start:v => -flow-> return:return v + 1');
  });

  it('runs top-level statements in the module chart', async () => {
    const e = await cs(
      'using System;\nint x = 3;\nwhile (x > 0)\n{\n    x--;\n}\nConsole.WriteLine(x);\n',
      'module',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'process:using System -flow-> process:int x = 3',
        'loop:while (x > 0) -false-> io:Console.WriteLine(x)',
      ]),
    );
  });
});
