/**
 * Go rows that compute nothing (`idleRows`, decision 038, fifth update), on the code of
 * TheAlgorithms/Go's files, cut down: objdump's disassembly with the line table's rows.
 */
import { describe, expect, it } from 'vitest';
import { idleRows } from './goIdleRows';
import { listing } from './goListing';

const idle = (text: string, source: string[] = []) => {
  const { own, ops, lineOf } = listing(text);
  return idleRows(own, ops, lineOf, new Set([own[0]!.address]), source);
};

describe('Go rows that compute nothing', () => {
  it('quiets a loop variable reloaded on its `for` line, entered from the body (primefactorization.go)', () => {
    // 13: for i := int64(2); i*i <= n; i += 1 {   15: if n%i != 0 {   16: break   18: result[i] += 1
    const { quiet, idleExits } = idle(`
      L10 stmt 100 cmp    0x10(%r14),%rsp
      L15 stmt 1d8 mov    0x18(%rsp),%rdx
               1dd test   %rdx,%rdx
               1e0 jne    1ea <f+0x1ea>
               1e2 jmp    205 <f+0x205>
      L16 stmt 1ea jmp    1ec <f+0x1ec>
      L13 stmt 1ec jmp    1ee <f+0x1ee>
      L13      1ee mov    0x18(%rsp),%rdx
               1f3 inc    %rdx
               1f6 mov    %rdx,0x18(%rsp)
               1fb jmp    1d8 <f+0x1d8>
      L13 stmt 205 mov    0x18(%rsp),%rcx
      L18 stmt 20a mov    0x28(%rsp),%rbx
               20f call   412ba0 <runtime.mapassign_fast64>
    `);
    // the reload at 0x205 is quiet; the `i += 1` reached from the `break` (0x1ec) is the header's
    expect(quiet).toEqual([0x205]);
    expect([...idleExits]).toEqual([]);
  });

  it('keeps a row that only jumps to the code of its own line that increments (perfectnumber.go)', () => {
    // 24: for curDivisor := uint(2); …; curDivisor++ {   25: if …   27: if …   28: res += …
    const { quiet, idleExits } = idle(`
      L19 stmt 100 sub    $0x20,%rsp
      L24 stmt 166 mov    0x10(%rsp),%rcx
      L24      16b cmp    %rcx,0x28(%rsp)
               170 jae    185 <f+0x185>
               172 jmp    20a <f+0x20a>
      L25 stmt 185 mov    0x10(%rsp),%rcx
               18a test   %rdx,%rdx
               18d je     1a7 <f+0x1a7>
               18f jmp    1f4 <f+0x1f4>
      L28 stmt 1a7 mov    0x10(%rsp),%rdx
               1ac add    %rax,%rcx
               1af mov    %rcx,0x8(%rsp)
               1b4 jmp    1f2 <f+0x1f2>
      L27      1f0 jmp    1f2 <f+0x1f2>
      L24 stmt 1f2 jmp    1f6 <f+0x1f6>
      L25      1f4 jmp    1f6 <f+0x1f6>
      L24 stmt 1f6 jmp    1f8 <f+0x1f8>
      L24      1f8 mov    0x10(%rsp),%rcx
               1fd inc    %rcx
               200 mov    %rcx,0x10(%rsp)
               205 jmp    166 <f+0x166>
      L32 stmt 20a mov    0x8(%rsp),%rax
               20f ret
    `);
    expect(quiet).toEqual([]);
    expect([...idleExits]).toEqual([]);
  });

  it('quiets the jump that leaves an `if … else`, given the `if` line (problem19.go)', () => {
    // 41: if IsLeapYear(year) {   42: daysInMonth = 29   44: daysInMonth = 28   48: dayOfWeek = …
    const { quiet } = idle(`
      L26 stmt 100 sub    $0x20,%rsp
      L41 stmt 178 mov    0x18(%rsp),%rax
               17d call   254 <f.IsLeapYear>
               182 test   %al,%al
               184 jne    18f <f+0x18f>
               186 jmp    19a <f+0x19a>
      L42 stmt 18f movq   $0x1d,0x28(%rsp)
      L42      198 jmp    1a5 <f+0x1a5>
      L44 stmt 19a movq   $0x1c,0x28(%rsp)
      L44      1a3 jmp    1a5 <f+0x1a5>
      L41 stmt 1a5 jmp    1e8 <f+0x1e8>
      L38 stmt 1a7 cmp    $0x4,%rcx
               1ab jmp    1e8 <f+0x1e8>
      L48 stmt 1e8 mov    0x30(%rsp),%rcx
               1ed add    0x28(%rsp),%rcx
    `);
    expect(quiet).toEqual([0x1a5]);
  });

  it('makes a row idle on one way out only conditional on the next stop (graph/coloring/graph.go)', () => {
    // 50: for nb := range neighbours {   51: if colors[vertex] == colors[nb] {   52: return errors.New(…)
    const { quiet, idleExits } = idle(`
      L44 stmt 100 sub    $0x20,%rsp
      L50 stmt df1 cmpq   $0x0,0xd0(%rsp)
               dfa jne    e1c <f+0xe1c>
               dfc jmp    eab <f+0xeab>
      L51 stmt e1c mov    0x148(%rsp),%rbx
               e51 mov    0x30(%rsp),%rdx
               e56 cmp    %rdx,(%rax)
      L50 stmt e59 je     e5d <f+0xe5d>
      L50      e5b jmp    e97 <f+0xe97>
      L52 stmt e5d lea    0x3b4f6(%rip),%rax
               e96 ret
      L50 stmt e97 jmp    e99 <f+0xe99>
      L50      e99 lea    0xd0(%rsp),%rax
               ea1 call   410420 <runtime.mapiternext>
               ea6 jmp    df1 <f+0xdf1>
      L56 stmt eab xor    %eax,%eax
               ead ret
    `);
    expect(quiet).toEqual([]);
    expect([...idleExits]).toEqual([[0xe59, [52]]]);
  });

  it('looks through a row that is no statement to where it was entered (graph/coloring/bfs.go)', () => {
    // 33: front := frontNode.Value.(int)   38: for nb := range g.edges[front] {
    // 39: if vertexColors[nb] == vertexColors[front] {   40: vertexColors[nb]++
    // the `if`'s conditional jump is given line 33, then `nb` is reloaded on line 38
    const { quiet } = idle(`
      L21 stmt 100 sub    $0x20,%rsp
      L39 stmt f27 mov    0xd8(%rsp),%rbx
      L39      f5c mov    0x58(%rsp),%rdx
               f61 cmp    %rdx,(%rax)
      L33 stmt f64 je     f68 <f+0xf68>
      L33      f66 jmp    f96 <f+0xf96>
      L38 stmt f68 mov    0x28(%rsp),%rcx
      L40 stmt f6d mov    0xd8(%rsp),%rbx
      L40      f75 incq   (%rax)
      L43 stmt f96 mov    0x28(%rsp),%rcx
               f9b ret
    `);
    expect(quiet.sort()).toEqual([0xf64, 0xf68]);
  });

  it('keeps an idle row entered from an earlier line, and a jump statement', () => {
    // 3: for {  (a jump into the body, reported once on entry)   4: x++   5: if x > 9 {  6: break
    const source = [
      'func f() {',
      '\tx := 0',
      '\tfor {',
      '\t\tx++',
      '\t\tif x > 9 {',
      '\t\t\tbreak',
    ];
    const { quiet, idleExits } = idle(
      `
      L1 stmt 100 sub    $0x20,%rsp
      L2 stmt 104 movq   $0x0,0x8(%rsp)
      L3 stmt 10d jmp    10f <f+0x10f>
      L4 stmt 10f incq   0x8(%rsp)
      L5 stmt 115 cmpq   $0x9,0x8(%rsp)
              11b jg     11f <f+0x11f>
              11d jmp    10f <f+0x10f>
      L6 stmt 11f jmp    121 <f+0x121>
      L7 stmt 121 ret
    `,
      source,
    );
    expect(quiet).toEqual([]);
    expect([...idleExits]).toEqual([]);
  });
});
