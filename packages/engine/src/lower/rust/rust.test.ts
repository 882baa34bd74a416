import { describe, expect, it } from 'vitest';
import { edges, graphOf } from '../../test-support/edges';

const rust = (code: string, chart: string): Promise<string[]> => edges(code, 'rust', chart);
const inFn = (body: string): string => `fn f(x: i32) -> i32 {\n${body}\n}\n`;

describe('Rust lowering (issue 24)', () => {
  it('draws loop, while and for, with a labelled break carrying a value', async () => {
    const e = await rust(
      inFn(
        "    let mut n = x;\n    while n > 0 {\n        n -= 1;\n    }\n    for i in 0..n {\n        n += i;\n    }\n    let found = 'outer: loop {\n        loop {\n            break 'outer n;\n        }\n    };\n    found",
      ),
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:while n > 0 -true-> process:n -= 1',
        'process:n -= 1 -back-> loop:while n > 0',
        'loop:while n > 0 -false-> loop:for i in 0..n',
        "loop:for i in 0..n -false-> loop:let found = 'outer: loop",
        "loop:let found = 'outer: loop -flow-> loop:loop",
        "loop:loop -flow-> break:break 'outer n",
        "break:break 'outer n -flow-> process:found",
      ]),
    );
  });

  it('draws while let, if let / else if / else, and let else', async () => {
    const e = await rust(
      inFn(
        '    while let Some(top) = stack.pop() {\n        x += top;\n    }\n    if let Some(y) = opt {\n        x = y;\n    } else if x > 1 {\n        x = 1;\n    } else {\n        x = 0;\n    }\n    let Some(z) = opt else {\n        return 0;\n    };\n    z',
      ),
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:while let Some(top) = stack.pop() -true-> process:x += top',
        'decision:let Some(y) = opt -false-> decision:x > 1',
        'decision:let Some(z) = opt -false-> return:return 0',
        'decision:let Some(z) = opt -true-> process:z',
      ]),
    );
  });

  it('jumps to the match arm, with | patterns and guards on the edge, _ as default', async () => {
    const code = inFn(
      '    let r = match x {\n        1 | 2 => 10,\n        n if n < 0 => {\n            panic!("negative");\n        }\n        _ => unreachable!(),\n    };\n    r',
    );
    const e = await rust(code, 'f');
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:let r = match x -case-> process:10',
        'decision:let r = match x -case-> throw:panic!("negative")',
        'decision:let r = match x -default-> throw:unreachable!()',
        'throw:panic!("negative") -exception-> end:End',
        'throw:unreachable!() -exception-> end:End',
        'process:10 -flow-> process:r',
      ]),
    );
    const graph = await graphOf(code, 'rust');
    const labels = graph.edges.map((edge) => edge.label).filter(Boolean);
    expect(labels).toEqual(expect.arrayContaining(['1 | 2', 'n if n < 0', 'default']));
  });

  it('leaves the loop on a break or continue inside a match arm (a match is no breakable switch)', async () => {
    const code = inFn(
      '    while x > 0 {\n        x = match x.cmp(&9) {\n            Ordering::Equal => break,\n            Ordering::Less => continue,\n            _ => x - 1,\n        };\n    }\n    x',
    );
    const e = await rust(code, 'f');
    expect(e).toEqual(
      expect.arrayContaining([
        'break:break -flow-> process:x',
        'continue:continue -back-> loop:while x > 0',
        'process:x - 1 -back-> loop:while x > 0',
      ]),
    );
    expect(e).not.toContain('break:break -back-> loop:while x > 0');
  });

  it('gives ? an early-return edge, labelled, and return inside an arm', async () => {
    const e = await rust(
      'fn f(s: &str) -> Result<i32, E> {\n    let v: i32 = s.parse()?;\n    let w = match v {\n        0 => return Ok(0),\n        n => n,\n    };\n    Ok(w)\n}\n',
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'process:let v: i32 = s.parse()? -flow-> end:End',
        'process:let v: i32 = s.parse()? -flow-> decision:let w = match v',
        'return:return Ok(0) -flow-> end:End',
      ]),
    );
    const graph = await graphOf(
      'fn f() -> Option<i32> {\n    let v = g()?;\n    Some(v)\n}\n',
      'rust',
    );
    expect(graph.edges.find((edge) => edge.label === '?')).toBeDefined();
  });

  it('names impl methods Type::m, resolves self and Self calls, and gives block closures a chart', async () => {
    const code =
      'struct Stack { items: Vec<i32> }\n\nimpl Stack {\n    fn push(&mut self, v: i32) {\n        self.items.push(v);\n    }\n    fn push_two(&mut self, v: i32) {\n        self.push(v);\n        Self::helper();\n        let add = |n: i32| {\n            n + 1\n        };\n        println!("{}", add(v));\n    }\n    fn helper() {}\n}\n';
    const graph = await graphOf(code, 'rust');
    expect(graph.charts.map((c) => c.name)).toEqual([
      'module',
      'Stack::push',
      'Stack::push_two',
      'Stack::push_two::{closure#1}',
      'Stack::helper',
    ]);
    const e = await rust(code, 'Stack::push_two');
    expect(e).toEqual(
      expect.arrayContaining([
        'call:self.push(v) -flow-> call:Self::helper()',
        'call:Self::helper() -flow-> process:let add = |n: i32| {…}',
        'process:let add = |n: i32| {…} -flow-> io:println!("{}", add(v))',
      ]),
    );
    expect(await rust(code, 'Stack::push')).toContain(
      'start:fn push(&mut self, v: i32) -flow-> process:self.items.push(v)',
    );
  });

  it('draws a block as an expression and a bare snippet without its function', async () => {
    const e = await rust(
      inFn('    let y = {\n        let t = x * 2;\n        t + 1\n    };\n    y'),
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'process:let t = x * 2 -flow-> process:t + 1',
        'process:t + 1 -flow-> process:y',
      ]),
    );
    const snippet = await graphOf('for i in 0..3 {\n    println!("{}", i);\n}\n', 'rust');
    expect(snippet.nodes.map((n) => n.kind)).toEqual(['start', 'end', 'loop', 'io']);
  });
});
