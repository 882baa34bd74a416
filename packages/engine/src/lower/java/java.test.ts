import { describe, expect, it } from 'vitest';
import { edges, graphOf } from '../../test-support/edges';

const java = (code: string, chart: string): Promise<string[]> => edges(code, 'java', chart);
const inClass = (body: string): string => `class A {\n${body}\n}`;

describe('Java lowering', () => {
  it('names method charts Class.method with their signature', async () => {
    const graph = await graphOf(
      inClass('  public static int max(int a, int b) {\n    return a > b ? a : b;\n  }'),
      'java',
    );
    const chart = graph.charts.find((c) => c.name === 'A.max');
    expect(chart?.kind).toBe('method');
    const start = graph.nodes.find((n) => n.id === chart?.start);
    expect(start?.label).toContain('public static int max(int a, int b)');
  });

  it('draws if/else-if/else and System.out as I/O', async () => {
    const e = await java(
      inClass(
        '  void f(int x) {\n    if (x > 0) System.out.println("pos");\n    else if (x < 0) System.err.println("neg");\n    else x = 1;\n  }',
      ),
      'A.f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:x > 0 -true-> io:System.out.println("pos")',
        'decision:x > 0 -false-> decision:x < 0',
        'decision:x < 0 -true-> io:System.err.println("neg")',
        'decision:x < 0 -false-> process:x = 1',
      ]),
    );
  });

  it('falls through a classic switch but not an arrow switch', async () => {
    const classic = await java(
      inClass(
        '  void f(int x) {\n    switch (x) {\n      case 1: a();\n      case 2: b(); break;\n      default: c();\n    }\n  }',
      ),
      'A.f',
    );
    expect(classic).toContain('process:a() -flow-> process:b()');
    const arrow = await java(
      inClass(
        '  void f(int x) {\n    switch (x) {\n      case 1 -> a();\n      case 2 -> b();\n      default -> c();\n    }\n    done();\n  }',
      ),
      'A.f',
    );
    expect(arrow).toContain('process:a() -flow-> process:done()');
    expect(arrow).not.toContain('process:a() -flow-> process:b()');
  });

  it('leaves a switch expression through yield', async () => {
    const e = await java(
      inClass(
        '  int f(int d) {\n    int r = switch (d) {\n      case 1: yield 10;\n      default: {\n        log();\n        yield 20;\n      }\n    };\n    return r;\n  }',
      ),
      'A.f',
    );
    expect(e.filter((x) => x.includes('-> return:return r'))).toHaveLength(2);
    expect(e).toContain('process:log() -flow-> break:yield 20');
  });

  it('runs loops: do-while back edge, enhanced for, labeled continue', async () => {
    const e = await java(
      inClass(
        `  void f(int[][] m) {
    int x = 3;
    do {
      x--;
    } while (x > 0);
    outer:
    for (int[] row : m) {
      for (int v : row) {
        if (v < 0) continue outer;
        use(v);
      }
    }
  }`,
      ),
      'A.f',
    );
    expect(e).toContain('decision:x > 0 -back-> process:x--');
    expect(e).toContain('decision:v < 0 -true-> continue:continue outer');
    expect(e).toContain('continue:continue outer -back-> loop:for (int[] row : m)');
  });

  it('routes exceptions: multi-catch types, finally, try-with-resources', async () => {
    const e = await java(
      inClass(
        `  void f() {
    try (var in = open()) {
      if (bad()) throw new IllegalStateException("x");
      read(in);
    } catch (IllegalStateException | IOException e) {
      warn();
    } finally {
      close();
    }
  }`,
      ),
      'A.f',
    );
    // the resource is acquired first (its node kind depends on whether open() is defined here)
    expect(e.some((x) => /^try:try -flow-> \w+:var in = open\(\)$/.test(x))).toBe(true);
    expect(e).toContain(
      'throw:throw new IllegalStateException("x") -exception-> catch:catch (IllegalStateException | IOException e)',
    );
    expect(e).toContain('process:warn() -flow-> finally:finally');
    expect(e).toContain('finally:finally -flow-> process:close()');
  });

  it('draws synchronized as a block and Scanner reads as I/O', async () => {
    const graph = await graphOf(
      inClass(
        '  void f() {\n    Scanner sc = new Scanner(System.in);\n    synchronized (this) {\n      int n = sc.nextInt();\n    }\n  }',
      ),
      'java',
    );
    expect(graph.nodes.find((n) => n.label === 'int n = sc.nextInt()')?.kind).toBe('io');
    expect(graph.nodes.some((n) => n.label === 'synchronized (this)')).toBe(true);
  });

  it('gives constructors, initializers, nested, anonymous, enum and record members charts', async () => {
    const graph = await graphOf(
      `public class Shop {
  static int count;
  static { count = 0; }
  { count++; }
  Shop() { this(1); }
  Shop(int n) { count += n; }
  interface Priced { default int price() { return 1; } }
  enum Size { S { int cap() { return 1; } }, L; int cap() { return 9; } }
  record Item(String name) { Item { if (name == null) throw new IllegalArgumentException(); } }
  class Cart { void add() { Runnable r = () -> { count++; }; new Thread() { public void run() { } }; } }
}`,
      'java',
    );
    const names = graph.charts.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Shop',
        'Shop.<static init>',
        'Shop.<instance init>',
        'Shop.Shop',
        'Shop.Priced.price',
        'Shop.Size.S.cap',
        'Shop.Size.cap',
        'Shop.Item.Item',
        'Shop.Cart.add',
        '(anonymous Thread).run',
      ]),
    );
    expect(names.filter((n) => n === 'Shop.Shop')).toHaveLength(2);
    // the lambda stays inside its statement: no chart of its own
    expect(names.some((n) => n.includes('lambda'))).toBe(false);
  });

  it('leaves a labeled block with break label', async () => {
    const e = await java(
      inClass(
        '  void f(int[] xs) {\n    scan: {\n      for (int x : xs) {\n        if (x < 0) break scan;\n      }\n      ok();\n    }\n    done();\n  }',
      ),
      'A.f',
    );
    expect(e).toContain('break:break scan -flow-> process:done()');
    expect(e).toContain('process:ok() -flow-> process:done()');
  });
});
