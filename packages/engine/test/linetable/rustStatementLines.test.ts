/**
 * The rules that turn gdb's stops in a Rust program into the statements executed
 * (`rustStatementLines`), on the stops (line:column) gdb reported in TheAlgorithms/Rust's files
 * (decision 038, fourth update). Each case is the shape of one real file, cut down.
 */
import { describe, expect, it } from 'vitest';
import type { CCall } from './cTrace';
import { armLines, isUserCode, rustShapes, rustStatementLines } from './rustStatementLines';

/** The statement lines of one call whose stops are `line:column` (`@address` when repeated). */
async function statements(code: string, stops: string[]): Promise<number[]> {
  const at = stops.map((s) => s.split(/[:@]/).map(Number) as [number, number, number?]);
  const call: CCall = {
    name: 'f',
    lines: at.map(([line]) => line),
    pcs: at.map(([, , pc], i) => pc ?? 1000 + i),
    ending: 'return',
  };
  const columnOf = (pc: number) => at[call.pcs?.indexOf(pc) ?? -1]?.[1] ?? 0;
  return rustStatementLines(call, columnOf, await rustShapes(code), code.split('\n'));
}

describe('Rust statement lines from gdb stops', () => {
  // conversions/time.rs: a `match` on a string tests each arm with two stops at its pattern
  const strings = [
    'fn from_str(s: &str) -> Result<u8, String> {',
    '    match s {',
    '        "seconds" => Ok(1),',
    '        "minutes" | "min" => Ok(2),',
    '        "hours" => Ok(3),',
    '        _ => Err(format!(',
    '            "bad"',
    '        )),',
    '    }',
    '}',
  ].join('\n');

  it('leaves out every stop of a failed arm test, however many the test takes', async () => {
    const lines = await statements(strings, [
      '2:11',
      '3:9',
      '4:9',
      '4:9',
      '5:9',
      '5:9',
      '5:22',
      '10:1',
    ]);
    expect(lines).toEqual([2, 5]);
  });

  it('takes a `_` arm reached with a stop in its body as the test before it failing', async () => {
    const lines = await statements(strings, ['2:11', '3:9', '4:9', '4:9', '5:9', '6:14', '10:1']);
    expect(lines).toEqual([2, 6]);
  });

  it('keeps the pattern line of the arm taken when its body has no stop of its own', async () => {
    // conversions/pressure.rs: `"kpa" | "kilopascal" => Self::Kilopascal,` then the `};`
    const code = [
      'fn unit(s: &str) -> Result<u8, String> {',
      '    let unit = match s {',
      '        "pa" | "pascal" => 1,',
      '        "kpa" | "kilopascal" => 2,',
      '        _ => return Err(String::new()),',
      '    };',
      '    Ok(unit)',
      '}',
    ].join('\n');
    const lines = await statements(code, ['2:16', '3:9', '4:9', '4:9', '6:6', '7:5', '8:1']);
    expect(lines).toEqual([2, 4, 7]);
  });

  it("leaves out a guard's second stop with its pattern (treap.rs)", async () => {
    const code = [
      'fn rebalance(v: i32, p: i32, q: i32) {',
      '    match (v, p, q) {',
      '        (v, p, q) if p >= q && p > v => right(),',
      '        (v, p, q) if p < q && q > v => left(),',
      '        _ => (),',
      '    };',
      '}',
    ].join('\n');
    const lines = await statements(code, ['2:11', '3:10', '3:32', '4:10', '4:31', '4:40', '7:1']);
    expect(lines).toEqual([2, 4]);
  });

  it("keeps a match's test at its keyword's column on the next round (longest_increasing_subsequence.rs)", async () => {
    // the `for` line is silent on later rounds: the test's address, first reached from line 2,
    // is reached again from the arm's last line and is still the test, not the match's end
    const code = [
      'fn tle(v: Vec<i64>) {',
      '    for (idx, num) in v.iter().enumerate() {',
      '        match idx % 2 {',
      '            0 => {',
      '                g(idx);',
      '            }',
      '            _ => h(idx),',
      '        }',
      '    }',
      '}',
    ].join('\n');
    const lines = await statements(code, [
      '2:23',
      '3:9@1',
      '5:17',
      '3:9@1',
      '7:18',
      '3:9@1',
      '5:17',
      '3:9@2',
    ]);
    expect(lines).toEqual([2, 3, 5, 3, 7, 3, 5]);
  });

  it('reports a match tested at its arms’ range patterns at its own line (md5.rs)', async () => {
    const code = [
      'fn md5(n: u32) -> u32 {',
      '    let mut a = 0;',
      '    for i in 0..n {',
      '        let (f, g) = match i {',
      '            0..=15 => (i, 1),',
      '            16..=31 => (i, 2),',
      '            _ => (i, 3),',
      '        };',
      '        a += f + g;',
      '    }',
      '    a',
      '}',
    ].join('\n');
    const lines = await statements(code, [
      '2:17',
      '3:14',
      '5:13',
      '5:24',
      '9:9',
      '5:13',
      '6:13',
      '6:25',
      '9:9',
    ]);
    expect(lines).toEqual([2, 3, 4, 5, 9, 4, 6, 9]);
  });

  it('takes a guard that fails and dispatches again at the match keyword as a failed test (greatest_common_divisor.rs)', async () => {
    const code = [
      'fn stein(a: u64, b: u64) -> u64 {',
      '    match (a, b) {',
      '        (x, y) if x == y => y,',
      '        (x, 0) => x,',
      '        (x, y) => stein(x >> 1, y),',
      '    }',
      '}',
    ].join('\n');
    const lines = await statements(code, ['2:11', '3:19', '2:5', '5:19', '7:1']);
    expect(lines).toEqual([2, 5]);
  });

  it("leaves out the end of a `for` left by a `return` (the iterator's drop at the `for`'s column)", async () => {
    // conversions/hexadecimal_to_binary.rs
    const code = [
      'fn bin(hex: Vec<char>) -> Result<String, String> {',
      '    for c in hex {',
      '        let b = match c {',
      '            \'0\' => "0000",',
      '            _ => return Err("Invalid".to_string()),',
      '        };',
      '        push(b);',
      '    }',
      '    Ok(String::new())',
      '}',
    ].join('\n');
    const lines = await statements(code, ['2:14', '3:23', '5:25', '5:18', '2:5', '10:1']);
    expect(lines).toEqual([2, 3, 5]);
  });

  it("leaves out a multi-line `let`'s store at a tuple pattern's binding (rgb_hsv_conversion.rs)", async () => {
    const code = [
      'fn rgb(h: f64) -> f64 {',
      '    let (red, green) = if h < 1.0 {',
      '        (h, 0.0)',
      '    } else {',
      '        (0.0, h)',
      '    };',
      '    red + green',
      '}',
    ].join('\n');
    const lines = await statements(code, ['2:27', '5:9', '2:24', '2:10', '2:15', '7:5', '8:1']);
    expect(lines).toEqual([2, 5, 7]);
  });

  it("leaves out the store of a block's tail assignment without `;` (rb_tree.rs)", async () => {
    const code = [
      'fn find(mut node: i32) {',
      '    while node != 0 {',
      '        node = match node {',
      '            1 => 0,',
      '            _ => node - 1,',
      '        }',
      '    }',
      '}',
    ].join('\n');
    const lines = await statements(code, ['2:11', '3:22', '5:18', '3:9', '2:5', '3:22', '8:1']);
    expect(lines).toEqual([2, 3, 5, 2, 3]);
  });

  it('takes a call whose stops are all outside every fn as the compiler’s (a derived eq)', async () => {
    // compression/lz77.rs: `#[derive(PartialEq)]`'s `eq` reports the fields' lines and the derive's
    const code = [
      '#[derive(Debug, PartialEq)]',
      'pub struct Token {',
      '    pub offset: usize,',
      '    pub length: usize,',
      '}',
      'fn same(a: &Token, b: &Token) -> bool {',
      '    a == b',
      '}',
    ].join('\n');
    const shapes = await rustShapes(code);
    expect(isUserCode({ lines: [3, 4, 3, 4, 1] }, shapes)).toBe(false);
    expect(isUserCode({ lines: [7, 8] }, shapes)).toBe(true);
  });
  // graph/bellman_ford.rs: guarded arms whose body is a `return` on the pattern's line, and an
  // arm without code that a failed guard falls to
  const relax = [
    'fn relax(edges: &[(i32, i32)]) -> Option<i32> {',
    '    for (u, v) in edges {',
    '        match (u, v) {',
    '            (0, d) if *d < 0 => return None,',
    '            (u, d) if u + d < 0 => return None,',
    '            (_, _) => {}',
    '        }',
    '    }',
    '    Some(0)',
    '}',
  ].join('\n');

  it('takes the test of an arm whose `return` shares its line as failed when the call goes on (bellman_ford.rs)', async () => {
    // the guard of line 4 fails twice (the next round's test, then the line after the loop);
    // line 5's passes: the function returns, its next stop is its closing line
    const failed = await statements(relax, ['2:19', '3:15', '4:21', '3:15', '4:21', '2:19', '9:5']);
    expect(failed).toEqual([2, 3, 2, 9]);
    const passed = await statements(relax, [
      '2:19',
      '3:15',
      '4:21',
      '3:15',
      '5:21',
      '10:1',
      '10:2',
    ]);
    expect(passed).toEqual([2, 3, 5, 10]);
    // on the way out, the iterator is dropped at the `for`'s keyword: still the return
    const dropped = await statements(relax, ['2:19', '3:15', '5:21', '2:5', '10:1', '10:2']);
    expect(dropped).toEqual([2, 3, 5, 10]);
  });

  it("exempts every line of the arm's pattern and guard from coverage (a guard that is a `match`)", async () => {
    const code = [
      'fn shorter(dist: Option<i32>, known: Option<i32>, d: i32) -> bool {',
      '    match known {',
      '        Some(k)',
      '            if match dist {',
      '                Some(u) => u + d >= k,',
      '                None => d >= k,',
      '            } => false,',
      '        _ => true,',
      '    }',
      '}',
    ].join('\n');
    const exempt = armLines(await rustShapes(code));
    expect([3, 4, 5, 6, 7, 8].every((l) => exempt.has(l))).toBe(true);
    expect(exempt.has(2)).toBe(false);
  });
});
