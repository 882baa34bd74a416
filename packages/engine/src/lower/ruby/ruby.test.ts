/** Golden tests of the Ruby lowering, one per construct of issue 24 item 2. */
import { describe, expect, it } from 'vitest';
import { edges, graphOf } from '../../test-support/edges';

const ruby = (code: string, chart: string): Promise<string[]> => edges(code, 'ruby', chart);

describe('Ruby lowering', () => {
  it('draws if/elsif/else, unless and statement modifiers, puts as I/O', async () => {
    const e = await ruby(
      "def f(x)\n  if x > 0\n    puts 'pos'\n  elsif x < 0\n    puts 'neg'\n  else\n    x = 1\n  end\n  x += 1 unless x.zero?\n  x\nend\n",
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        "decision:x > 0 -true-> io:puts 'pos'",
        'decision:x > 0 -false-> decision:x < 0',
        "decision:x < 0 -true-> io:puts 'neg'",
        'decision:x < 0 -false-> process:x = 1',
        'process:x = 1 -flow-> decision:unless x.zero?',
        'decision:unless x.zero? -true-> process:x += 1',
        'decision:unless x.zero? -false-> return:x',
      ]),
    );
  });

  it('returns the last expression of a method, in every branch', async () => {
    const e = await ruby("def g(v)\n  if v\n    'yes'\n  else\n    'no'\n  end\nend\n", 'g');
    expect(e).toEqual(
      expect.arrayContaining(["return:'yes' -flow-> end:End", "return:'no' -flow-> end:End"]),
    );
  });

  it('draws while, until, for, modifier loops and begin…end while', async () => {
    const e = await ruby(
      'def f(n)\n  n += 1 while n < 3\n  until n > 5 do n += 2 end\n  for i in 1..3\n    puts i\n  end\n  begin\n    n -= 1\n  end while n > 0\nend\n',
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:while n < 3 -true-> process:n += 1',
        'process:n += 1 -back-> loop:while n < 3',
        'loop:while n < 3 -false-> loop:until n > 5',
        'loop:until n > 5 -false-> loop:for i in 1..3',
        'loop:for i in 1..3 -true-> io:puts i',
        'loop:for i in 1..3 -false-> process:begin',
        'process:begin -flow-> process:n -= 1',
        'process:n -= 1 -flow-> decision:n > 0',
        'decision:n > 0 -back-> process:n -= 1',
      ]),
    );
  });

  it('draws blocks that loop as loops, with next, break and redo', async () => {
    const e = await ruby(
      'def f(xs)\n  xs.each_with_index do |v, i|\n    next if v.nil?\n    break if i > 3\n    redo if v == 0\n    puts v\n  end\n  3.times { |k| puts k }\n  loop do\n    break\n  end\nend\n',
      'f',
    );
    const each = 'loop:xs.each_with_index do |v, i| … end';
    expect(e).toEqual(
      expect.arrayContaining([
        `${each} -true-> decision:v.nil?`,
        `continue:next -back-> ${each}`,
        'continue:redo -back-> decision:v.nil?',
        `io:puts v -back-> ${each}`,
        `${each} -false-> loop:3.times { |k| … }`,
        'break:break -flow-> loop:3.times { |k| … }',
        'loop:3.times { |k| … } -true-> io:puts k',
        'loop:loop do … end -flow-> break:break',
      ]),
    );
  });

  it('draws map with a block as a loop and lambda bodies as charts of their own', async () => {
    const graph = await graphOf(
      'def f(xs)\n  sq = lambda do |x|\n    x * x\n  end\n  ys = xs.map do |x|\n    sq.call(x)\n  end\n  ys\nend\n',
      'ruby',
    );
    const names = graph.charts.map((c) => c.name);
    expect(names).toContain('f.lambda block');
    const e = await ruby('def f(xs)\n  ys = xs.map do |x|\n    x + 1\n  end\n  ys\nend\n', 'f');
    expect(e).toContain('loop:ys = xs.map do |x| … end -true-> process:x + 1');
  });

  it('tests case/when clauses in order, the else last', async () => {
    const e = await ruby(
      "def g(v)\n  case v\n  when 1, 2 then 'low'\n  when Integer\n    'int'\n  else\n    'other'\n  end\nend\n",
      'g',
    );
    expect(e).toEqual([
      'start:def g(v) -flow-> decision:case v',
      'decision:case v -flow-> decision:case 1 | 2',
      "decision:case 1 | 2 -case-> return:'low'",
      "return:'low' -flow-> end:End",
      'decision:case 1 | 2 -false-> decision:case Integer',
      "decision:case Integer -case-> return:'int'",
      "return:'int' -flow-> end:End",
      'decision:case Integer -false-> process:else',
      "process:else -default-> return:'other'",
      "return:'other' -flow-> end:End",
    ]);
  });

  it('draws case/in with guards, no match raising nothing past the case', async () => {
    const e = await ruby(
      'def h(d)\n  case d\n  in [x, y] if x > y\n    x\n  in Integer\n    0\n  end\nend\n',
      'h',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:case [x, y] if x > y -case-> return:x',
        'decision:case [x, y] if x > y -false-> decision:case Integer',
        'decision:case Integer -false-> end:End',
      ]),
    );
  });

  it('draws begin/rescue/else/ensure with retry and a bare raise', async () => {
    const e = await ruby(
      'def load(path)\n  tries = 0\n  begin\n    tries += 1\n    read(path)\n  rescue IOError => e\n    retry if tries < 3\n    raise\n  else\n    log(path)\n  ensure\n    close\n  end\nend\n',
      'load',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'process:tries = 0 -flow-> label:retry:',
        'label:retry: -flow-> try:try',
        'try:try -exception-> catch:rescue IOError => e',
        'decision:tries < 3 -true-> goto:retry',
        'goto:retry -flow-> label:retry:',
        'decision:tries < 3 -false-> throw:raise',
        'throw:raise -exception-> finally:finally',
        'process:read(path) -flow-> return:log(path)',
        'return:log(path) -flow-> finally:finally',
        'process:close -flow-> end:End',
        'process:close -exception-> end:End',
      ]),
    );
  });

  it('sends raise to the matching rescue of a method body, else to End', async () => {
    const e = await ruby(
      "def parse(t)\n  raise ArgumentError, 'empty' if t.empty?\n  raise 'odd' if t.size.odd?\n  Integer(t)\nrescue ArgumentError\n  0\nend\n",
      'parse',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        "throw:raise ArgumentError, 'empty' -exception-> catch:rescue ArgumentError",
        // a string raises RuntimeError, which `rescue ArgumentError` does not catch
        "throw:raise 'odd' -exception-> end:End",
        'catch:rescue ArgumentError -flow-> return:0',
      ]),
    );
  });

  it('names methods Class.m (def self.x too) and draws calls to them', async () => {
    const code =
      'class A\n  def self.build\n    new(1)\n  end\n\n  def twice\n    helper * 2\n  end\n\n  def helper\n    self.class.build\n  end\nend\n';
    const graph = await graphOf(code, 'ruby');
    expect(graph.charts.map((c) => [c.name, c.kind])).toEqual([
      ['module', 'module'],
      ['A', 'class'],
      ['A.build', 'method'],
      ['A.twice', 'method'],
      ['A.helper', 'method'],
    ]);
    const start = graph.nodes.find((n) => n.id === graph.charts[2]?.start);
    expect(start?.label).toBe('def self.build');
    expect(await ruby(code, 'A.twice')).toContain('start:def twice -flow-> return:helper * 2');
    expect(await ruby('def g\n  1\nend\ndef f\n  g\n  2\nend\n', 'f')).toContain(
      'start:def f -flow-> call:g',
    );
  });
});
