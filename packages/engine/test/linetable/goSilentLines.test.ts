/**
 * Go lines gdb may pass unreported (`goSilentLines`, decision 038, fifth update), on the code of
 * TheAlgorithms/Go's files, cut down: objdump's disassembly with the line table's rows.
 */
import { describe, expect, it } from 'vitest';
import { goSilentLines } from './goSilentLines';
import { listing } from './goListing';

const silent = (text: string, source: string[] = []) => {
  const { own, ops, lineOf, stops } = listing(text);
  return [...goSilentLines(own, ops, lineOf, stops, source)].sort((a, b) => a - b);
};

describe('Go lines gdb may pass unreported', () => {
  it('a `switch` whose tag is kept in a row without is_stmt, entered from the line before (parenthesis.go)', () => {
    // 11: for _, r := range text {   12: switch r {   13: case '(':   14: parcounter++
    expect(
      silent(`
        L11 stmt 0f mov    0x38(%rsp),%rdx
                 78 mov    0x24(%rsp),%edx
                 7c mov    %edx,0x1c(%rsp)
        L12      80 mov    %edx,0x20(%rsp)
        L13 stmt 84 cmp    $0x28,%edx
        L13      87 je     8b <f+0x8b>
                 89 jmp    a0 <f+0xa0>
        L14 stmt 8b mov    0x28(%rsp),%rdx
        L14      90 inc    %rdx
                 93 jmp    b8 <f+0xb8>
        L18 stmt b8 cmpq   $0x0,0x28(%rsp)
      `),
    ).toEqual([12]);
  });

  it('not a row after a call of the runtime that panics, nor one after a jump', () => {
    expect(
      silent(`
        L25 stmt 20 mov    0x10(%rsp),%rcx
                 25 jmp    2f <f+0x2f>
        L26      27 call   43b420 <runtime.panicdivide>
        L27      2c nop
        L28 stmt 2f ret
      `),
    ).toEqual([]);
  });

  it('a tagless `switch {`: no code starts there (avl.go)', () => {
    const source = [
      'func f() {',
      '\tif b > 1 {',
      '\t\tswitch {',
      '\t\tcase k < 2:',
      '\t\tswitch x {',
    ];
    expect(silent('L1 stmt 0 ret', source)).toEqual([3]);
  });
});
