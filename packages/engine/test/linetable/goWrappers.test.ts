/**
 * Calls of functions the Go compiler makes, which are no calls of the source (decision 038):
 * a generic function's instantiation wrapper and the function run by a `go`/`defer` statement
 * whose call has arguments. Names and lines as gdb reported them in TheAlgorithms/Go.
 */
import { describe, expect, it } from 'vitest';
import { isGoInstantiationWrapper, isGoStatementWrapper, withoutGoWrappers } from './goTrace';

// math/permutation/heaps.go, cut down
const heaps = [
  'func Heaps(out chan []string, n int) {',
  '\telementSetCh := make(chan []string)',
  '\tgo GenerateElementSet(elementSetCh, n)',
  '\telementSet := <-elementSetCh',
  '\tvar recursiveGenerate func([]string, int, []string)',
  '\trecursiveGenerate = func(p []string, n int, e []string) {',
  '\t\treturn',
  '\t}',
  '}',
];

describe("the Go compiler's wrappers", () => {
  it('a `go` statement with arguments runs a `funcN` reporting only its line', () => {
    const go = { name: 'github.com/TheAlgorithms/Go/math/permutation.Heaps.func2', lines: [3] };
    expect(isGoStatementWrapper(go, heaps)).toBe(true);
    // a closure of the source is a call, even one that runs a single line
    const closure = {
      name: 'github.com/TheAlgorithms/Go/math/permutation.Heaps.func1',
      lines: [7],
    };
    expect(isGoStatementWrapper(closure, heaps)).toBe(false);
    expect(isGoStatementWrapper({ ...go, lines: [3, 4] }, heaps)).toBe(false);
  });

  it('a generic instantiation wrapper reports only its header', () => {
    expect(isGoInstantiationWrapper({ name: 'sort.Max[int]', lines: [5, 5] })).toBe(true);
    expect(isGoInstantiationWrapper({ name: 'sort.Max[go.shape.int_0]', lines: [5] })).toBe(false);
  });

  it('leaves them out of a trace', () => {
    const trace = {
      source: 'heaps.go',
      executable: new Set([2, 3, 4]),
      calls: [
        { name: 'p.Heaps', lines: [1, 2, 3, 4], ending: 'return' as const },
        { name: 'p.Heaps.func2', lines: [3], ending: 'return' as const },
      ],
    };
    expect(withoutGoWrappers(trace, heaps.join('\n'))?.calls.map((c) => c.name)).toEqual([
      'p.Heaps',
    ]);
  });
});
