import { describe, expect, it } from 'vitest';
import { chartEdges, edges, graphOf } from '../../test-support/edges';

const kt = (code: string, chart: string): Promise<string[]> => edges(code, 'kotlin', chart);

describe('Kotlin lowering', () => {
  it('charts functions, classes, objects and extension functions (`Int.twice`)', async () => {
    const graph = await graphOf(
      'fun Int.twice(): Int = this * 2\n\nclass A {\n    fun f(x: Int): Int {\n        return x.twice()\n    }\n}\n\nobject O {\n    fun g() {\n        println("g")\n    }\n}\n',
      'kotlin',
    );
    const view = chartEdges(graph);
    expect(view.names).toEqual(['module', 'Int.twice', 'A', 'A.f', 'O', 'O.g']);
    expect(view.edges('Int.twice')).toContain('return:= this * 2 -flow-> end:End');
    expect(view.edges('O.g')).toContain('start:fun g() -flow-> io:println("g")');
  });

  it('draws no box for a block or doc comment, at the top or in a body', async () => {
    const graph = await graphOf(
      '/**\n * doc\n */\nfun f(x: Int): Int {\n    /* inner */\n    // line\n    return x\n}\n',
      'kotlin',
    );
    const view = chartEdges(graph);
    expect(view.edges('module')).toEqual(['start:Start -flow-> end:End']);
    expect(view.edges('f')).toEqual([
      'start:fun f(x: Int): Int -flow-> return:return x',
      'return:return x -flow-> end:End',
    ]);
  });

  it('draws when with a subject as tests in order, else last, no fall-through', async () => {
    const e = await kt(
      'fun f(x: Int) {\n    when (x) {\n        1, 2 -> println("small")\n        in 3..9 -> {\n            g()\n        }\n        else -> return\n    }\n    done()\n}\n',
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:when (x) -flow-> decision:case 1 | 2',
        'decision:case 1 | 2 -case-> io:println("small")',
        'decision:case 1 | 2 -false-> decision:case in 3..9',
        'decision:case in 3..9 -false-> process:else',
        'process:else -default-> return:return',
        'io:println("small") -flow-> process:done()',
        'process:g() -flow-> process:done()',
      ]),
    );
  });

  it('draws when without a subject as an expression, then the statement taking its value', async () => {
    const e = await kt(
      'fun f(x: Int): String {\n    val s = when {\n        x > 0 -> "pos"\n        x < 0 -> "neg"\n        else -> "zero"\n    }\n    return s\n}\n',
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:val s = when -flow-> decision:case x > 0',
        'decision:case x > 0 -case-> process:"pos"',
        'process:"pos" -flow-> process:val s = …',
        'process:val s = … -flow-> return:return s',
      ]),
    );
  });

  it('draws for over ranges with step and downTo, do-while, and labelled break/continue', async () => {
    const e = await kt(
      'fun f(n: Int) {\n    outer@ for (i in 0 until n step 2) {\n        for (j in n downTo 1) {\n            if (j == i) continue@outer\n            if (j > 5) break@outer\n        }\n    }\n    var k = n\n    do {\n        k--\n    } while (k > 0)\n}\n',
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:for (i in 0 until n step 2) -true-> loop:for (j in n downTo 1)',
        'continue:continue@outer -back-> loop:for (i in 0 until n step 2)',
        'break:break@outer -flow-> process:var k = n',
        'decision:k > 0 -back-> process:k--',
      ]),
    );
  });

  it('draws if and try as expressions', async () => {
    const e = await kt(
      'fun f(s: String): Int {\n    val sign = if (s.isEmpty()) 0 else 1\n    val n = try {\n        s.toInt()\n    } catch (e: NumberFormatException) {\n        -1\n    } finally {\n        println("parsed")\n    }\n    return n * sign\n}\n',
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:s.isEmpty() -true-> process:0',
        'process:0 -flow-> process:val sign = …',
        'process:s.toInt() -exception-> catch:catch (e: NumberFormatException)',
        'catch:catch (e: NumberFormatException) -flow-> process:-1',
        'io:println("parsed") -flow-> process:val n = …',
      ]),
    );
  });

  it('draws elvis with return and throw as a null test', async () => {
    const e = await kt(
      'fun f(a: String?, b: String?): Int {\n    val x = a ?: return 0\n    val y = b ?: throw IllegalStateException("b")\n    return x.length + y.length\n}\n',
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:a == null -true-> return:return 0',
        'decision:a == null -false-> process:val x = a ?: return 0',
        'decision:b == null -true-> throw:throw IllegalStateException("b")',
        'throw:throw IllegalStateException("b") -exception-> end:End',
      ]),
    );
  });

  it('draws forEach and repeat lambdas as loops; return@forEach goes to the next element', async () => {
    const e = await kt(
      'fun f(xs: List<Int>) {\n    xs.forEach { x ->\n        if (x < 0) return@forEach\n        println(x)\n    }\n    repeat(3) {\n        tick()\n    }\n}\n',
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:xs.forEach { x -> -true-> decision:x < 0',
        'continue:return@forEach -back-> loop:xs.forEach { x ->',
        'io:println(x) -back-> loop:xs.forEach { x ->',
        'loop:xs.forEach { x -> -false-> loop:repeat(3) {',
        'process:tick() -back-> loop:repeat(3) {',
      ]),
    );
  });

  it('keeps other lambdas inside their statement and charts property accessors', async () => {
    const graph = await graphOf(
      'class C {\n    var size: Int = 0\n        get() = field\n        set(value) {\n            if (value >= 0) field = value\n        }\n    fun evens(xs: List<Int>) = xs.filter { it % 2 == 0 }\n}\n',
      'kotlin',
    );
    const view = chartEdges(graph);
    expect(view.names).toEqual(['module', 'C', 'C.size.get', 'C.size.set', 'C.evens']);
    expect(view.edges('C.size.set')).toContain('decision:value >= 0 -true-> process:field = value');
    expect(view.edges('C.evens')).toContain('return:= xs.filter { it % 2 == 0 } -flow-> end:End');
  });

  it('draws a secondary constructor’s delegation call (`: this(…)`) as its first step', async () => {
    // the delegation's arguments run before the body: a real run steps through their lines
    // (kotlin-algorithm-club's QuadNode(frame: Rect) : this(QuadNil(…), …) has no body at all)
    const graph = await graphOf(
      'class P(val x: Int) {\n    constructor(s: String) : this(\n        s.length\n    )\n    constructor() : this("") {\n        println("made")\n    }\n}\n',
      'kotlin',
    );
    const [first, second] = graph.charts.filter((c) => c.name === 'P.constructor');
    const steps = (id: string | undefined) =>
      graph.nodes
        .filter((n) => n.chart === id && n.range)
        .map((n) => `${n.kind}:${n.label}@${n.range!.startLine}-${n.range!.endLine}`);
    expect(steps(first?.id)).toEqual(['process:this( s.length )@2-4']);
    expect(steps(second?.id)).toEqual(['process:this("")@5-5', 'io:println("made")@6-6']);
    expect(chartEdges(graph).edges('P.constructor')).toEqual([
      'start:constructor(s: String) -flow-> process:this( s.length )',
      'process:this( s.length ) -flow-> end:End',
    ]);
  });

  it('takes the next line as the body of a loop header without braces', async () => {
    const e = await kt(
      'fun f(c: Double): Double {\n    var t = c\n    while (t > 1)\n        t = t / 2.0\n    return t\n}\n',
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:while (t > 1) -true-> process:t = t / 2.0',
        'process:t = t / 2.0 -back-> loop:while (t > 1)',
        'loop:while (t > 1) -false-> return:return t',
      ]),
    );
  });
});
