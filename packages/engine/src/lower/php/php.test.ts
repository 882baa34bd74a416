/** Golden tests of the PHP lowering, one per construct of issue 24 item 2. */
import { describe, expect, it } from 'vitest';
import { edges, graphOf } from '../../test-support/edges';

const php = (code: string, chart: string): Promise<string[]> => edges(code, 'php', chart);

describe('PHP lowering', () => {
  it('draws if/elseif/else in the alternative syntax, echo as I/O, foreach: … endforeach', async () => {
    const e = await php(
      "<?php\nfunction f($x) {\n    if ($x > 0): echo 'pos'; elseif ($x < 0): echo 'neg'; else: $x = 1; endif;\n    foreach ($xs as $v):\n        continue;\n    endforeach;\n    return $x;\n}\n",
      'f',
    );
    expect(e).toEqual([
      'start:function f($x) -flow-> decision:$x > 0',
      "decision:$x > 0 -true-> io:echo 'pos'",
      'decision:$x > 0 -false-> decision:$x < 0',
      "decision:$x < 0 -true-> io:echo 'neg'",
      'decision:$x < 0 -false-> process:$x = 1',
      "io:echo 'pos' -flow-> loop:foreach ($xs as $v)",
      "io:echo 'neg' -flow-> loop:foreach ($xs as $v)",
      'process:$x = 1 -flow-> loop:foreach ($xs as $v)',
      'loop:foreach ($xs as $v) -true-> continue:continue',
      'continue:continue -back-> loop:foreach ($xs as $v)',
      'loop:foreach ($xs as $v) -false-> return:return $x',
      'return:return $x -flow-> end:End',
    ]);
  });

  it('takes break N / continue N to the Nth enclosing loop, and falls through switch cases', async () => {
    const e = await php(
      '<?php\nfunction g($grid) {\n    foreach ($grid as $row) {\n        foreach ($row as $v) {\n            if ($v < 0) continue 2;\n            if ($v == 9) break 2;\n        }\n    }\n    switch ($grid) {\n        case 1:\n            $a = 0;\n        case 2:\n            $a = 1;\n            break;\n        default:\n            $a = 2;\n    }\n    return $a;\n}\n',
      'g',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'continue:continue 2 -back-> loop:foreach ($grid as $row)',
        'break:break 2 -flow-> decision:switch ($grid)',
        'decision:$v == 9 -false-> loop:foreach ($row as $v)',
        'process:$a = 0 -flow-> process:$a = 1',
        'process:$a = 1 -flow-> break:break',
        'break:break -flow-> return:return $a',
        'decision:switch ($grid) -default-> process:$a = 2',
      ]),
    );
  });

  it('tests match arms in order, a throwing arm to End', async () => {
    const e = await php(
      "<?php\nfunction m($a) {\n    $r = match ($a) { 1, 2 => 'low', default => throw new LogicException('x') };\n    return $r;\n}\n",
      'm',
    );
    expect(e).toEqual([
      'start:function m($a) -flow-> decision:$r = match ($a)',
      'decision:$r = match ($a) -flow-> decision:case 1 | 2',
      "decision:case 1 | 2 -case-> process:'low'",
      'decision:case 1 | 2 -false-> process:default',
      "process:default -default-> throw:throw new LogicException('x')",
      "throw:throw new LogicException('x') -exception-> end:End",
      "process:'low' -flow-> return:return $r",
      'return:return $r -flow-> end:End',
    ]);
  });

  it('draws try/catch with several types/finally, goto, and closures as charts of their own', async () => {
    const code =
      '<?php\nfunction h() {\n    try {\n        g(1);\n    } catch (A | B $e) {\n        throw $e;\n    } finally {\n        done();\n    }\n    again:\n    if (x()) goto again;\n    $c = function ($v) use ($a) { return $v + $a; };\n    $d = fn($v) => $v * 2;\n}\n';
    const e = await php(code, 'h');
    expect(e).toEqual(
      expect.arrayContaining([
        'try:try -exception-> catch:catch (A | B $e)',
        'catch:catch (A | B $e) -flow-> throw:throw $e',
        'throw:throw $e -exception-> finally:finally',
        'process:g(1) -flow-> finally:finally',
        'process:done() -flow-> label:again:',
        'decision:x() -true-> goto:goto again',
        'goto:goto again -flow-> label:again:',
      ]),
    );
    const graph = await graphOf(code, 'php');
    expect(graph.charts.filter((c) => c.name === 'h.{closure}').length).toBe(2);
  });

  it('names methods Class.m, lists them in the class chart and draws $this-> calls', async () => {
    const code =
      '<?php\nclass A {\n    public function m() { return $this->n(); }\n    public function n() { return 1; }\n    public static function s() { return self::n(); }\n}\n';
    const graph = await graphOf(code, 'php');
    expect(graph.charts.map((c) => [c.name, c.kind])).toEqual([
      ['module', 'module'],
      ['A', 'class'],
      ['A.m', 'method'],
      ['A.n', 'method'],
      ['A.s', 'method'],
    ]);
    expect(await php(code, 'A.m')).toContain(
      'start:public function m() -flow-> return:return $this->n()',
    );
    expect(await php(code, 'module')).toContain('start:Start -flow-> process:class A');
  });

  it('leaves HTML outside the tags out, and reads code pasted without <?php', async () => {
    expect(await php('<p>Hello</p>\n<?php $n = 3; ?>\n<b>hi</b>\n', 'module')).toEqual([
      'start:Start -flow-> process:$n = 3',
      'process:$n = 3 -flow-> end:End',
    ]);
    expect(
      await php(
        '$total = 0;\nforeach ([1, 2] as $x) {\n    $total += $x;\n}\necho $total;\n',
        'module',
      ),
    ).toEqual([
      'start:Start -flow-> process:$total = 0',
      'process:$total = 0 -flow-> loop:foreach ([1, 2] as $x)',
      'loop:foreach ([1, 2] as $x) -true-> process:$total += $x',
      'process:$total += $x -back-> loop:foreach ([1, 2] as $x)',
      'loop:foreach ([1, 2] as $x) -false-> io:echo $total',
      'io:echo $total -flow-> end:End',
    ]);
  });
});
