import { describe, expect, it } from 'vitest';
import { describeEdges, generateFlowchart } from '../../node';

async function edges(code: string, chart = 'f'): Promise<string[]> {
  const r = await generateFlowchart({ code: code.replace(/^\n/, ''), language: 'python' });
  if (!r.graph) throw new Error(r.error ?? 'no graph');
  return describeEdges(r.graph, chart);
}

describe('Python lowering: control flow', () => {
  it('if/elif/else: a decision per test, Yes/No edges, branches join', async () => {
    const code = `
def f(x):
    if x > 0:
        y = 1
    elif x < 0:
        y = 2
    else:
        y = 3
    return y
`;
    expect(await edges(code)).toEqual([
      'def f(x) --flow--> x > 0',
      'x > 0 --true:Yes--> y = 1',
      'x > 0 --false:No--> x < 0',
      'x < 0 --true:Yes--> y = 2',
      'x < 0 --false:No--> y = 3',
      'y = 1 --flow--> return y',
      'y = 2 --flow--> return y',
      'y = 3 --flow--> return y',
      'return y --flow--> End',
    ]);
  });

  it('for/else and while: else runs only when the loop ends without break', async () => {
    const code = `
def f(xs):
    for x in xs:
        if x:
            break
    else:
        print("none")
    while xs:
        xs.pop()
    return
`;
    expect(await edges(code)).toEqual([
      'def f(xs) --flow--> for x in xs',
      'for x in xs --true:next--> x',
      'x --true:Yes--> break',
      'x --false:No--> for x in xs',
      'for x in xs --false:done--> print("none")',
      'print("none") --flow--> while xs',
      'break --flow--> while xs',
      'while xs --true:Yes--> xs.pop()',
      'xs.pop() --back--> while xs',
      'while xs --false:No--> return',
      'return --flow--> End',
    ]);
  });

  it('match/case: every case line is tested in order, guards, wildcard last', async () => {
    const code = `
def f(p):
    match p:
        case 1 | 2:
            r = "small"
        case [a, b] if a > b:
            r = "pair"
        case _:
            r = "other"
    return r
`;
    expect(await edges(code)).toEqual([
      'def f(p) --flow--> match p',
      'match p --flow--> case 1 | 2',
      'case 1 | 2 --case:1 | 2--> r = "small"',
      'case 1 | 2 --false:No--> case [a, b] if a > b',
      'case [a, b] if a > b --case:[a, b] if a > b--> r = "pair"',
      'case [a, b] if a > b --false:No--> case _',
      'case _ --default:default--> r = "other"',
      'r = "small" --flow--> return r',
      'r = "pair" --flow--> return r',
      'r = "other" --flow--> return r',
      'return r --flow--> End',
    ]);
  });

  it('continue and return inside try/finally run the finally first', async () => {
    const code = `
def f(n):
    for i in range(n):
        try:
            if i == 2:
                continue
            if i == 5:
                return i
        finally:
            print(i)
    return -1
`;
    expect(await edges(code)).toEqual([
      'def f(n) --flow--> for i in range(n)',
      'for i in range(n) --true:next--> try',
      'try --flow--> i == 2',
      'finally --flow--> print(i)',
      'print(i) --exception--> End',
      'i == 2 --exception--> finally',
      'i == 2 --true:Yes--> continue',
      'finally --flow--> print(i)',
      'continue --flow--> finally',
      'i == 2 --false:No--> i == 5',
      'i == 5 --exception--> finally',
      'i == 5 --true:Yes--> return i',
      'finally --flow--> print(i)',
      'return i --flow--> finally',
      'print(i) --flow--> End',
      'i == 5 --false:No--> finally',
      'finally --flow--> print(i)',
      'print(i) --back--> for i in range(n)',
      'print(i) --back--> for i in range(n)',
      'for i in range(n) --false:done--> return -1',
      'return -1 --flow--> End',
    ]);
  });

  it('code after return is drawn, unconnected', async () => {
    const code = `
def f(x):
    return x
    print("never")
`;
    expect(await edges(code)).toEqual([
      'def f(x) --flow--> return x',
      'return x --flow--> End',
      'print("never") --flow--> End',
    ]);
  });
});

describe('Python lowering: exceptions', () => {
  it('try/except/else/finally: statements may raise into the handler chain, finally on every exit', async () => {
    const code = `
def f(path):
    try:
        data = load(path)
    except (IOError, ValueError) as e:
        data = None
    except KeyError:
        raise
    else:
        print(data)
    finally:
        cleanup()
    return data
`;
    expect(await edges(code)).toEqual([
      'def f(path) --flow--> try',
      'try --flow--> data = load(path)',
      'except (IOError, ValueError) as e --exception--> except KeyError',
      'finally --flow--> cleanup()',
      'cleanup() --exception--> End',
      'except KeyError --exception--> finally',
      // the try region's one drawn edge (issue 22 item 12); the statements' own edges stay
      'try --exception--> except (IOError, ValueError) as e',
      'data = load(path) --exception--> except (IOError, ValueError) as e',
      'data = load(path) --flow--> print(data)',
      'print(data) --exception--> finally',
      'except (IOError, ValueError) as e --flow--> data = None',
      'data = None --exception--> finally',
      'except KeyError --flow--> raise',
      'raise --exception--> finally',
      'print(data) --flow--> finally',
      'data = None --flow--> finally',
      'finally --flow--> cleanup()',
      'cleanup() --flow--> return data',
      'return data --flow--> End',
    ]);
  });

  it('raise goes to the first handler that can match, or to End', async () => {
    const code = `
def f(x):
    try:
        raise ValueError("bad")
    except ValueError:
        x = 1
    try:
        raise KeyError(x)
    except LookupError:
        x = 2
    raise TypeError
`;
    expect(await edges(code)).toEqual([
      'def f(x) --flow--> try',
      'try --flow--> raise ValueError("bad")',
      'except ValueError --exception--> End',
      'raise ValueError("bad") --exception--> except ValueError',
      'except ValueError --flow--> x = 1',
      'x = 1 --flow--> try',
      'try --flow--> raise KeyError(x)',
      'except LookupError --exception--> End',
      'raise KeyError(x) --exception--> except LookupError',
      'except LookupError --flow--> x = 2',
      'x = 2 --flow--> raise TypeError',
      'raise TypeError --exception--> End',
    ]);
  });

  it('async with, await, del, global, assert, comprehension, yield, pass', async () => {
    const code = `
async def f(u):
    async with session() as s:
        r = await s.get(u)
    del s
    global g
    assert r, "empty"
    x = [i * 2 for i in range(3) if i]
    y = yield r
    pass
`;
    expect(await edges(code)).toEqual([
      'async def f(u) --flow--> async with session() as s',
      'async with session() as s --flow--> r = await s.get(u)',
      'exit async with session() as s --exception--> End',
      'r = await s.get(u) --exception--> exit async with session() as s',
      'r = await s.get(u) --flow--> exit async with session() as s',
      'exit async with session() as s --flow--> del s',
      'del s --flow--> global g',
      'global g --flow--> assert r, "empty"',
      'assert r, "empty" --exception:AssertionError--> End',
      'assert r, "empty" --flow--> x = [i * 2 for i in range(3) if i]',
      'x = [i * 2 for i in range(3) if i] --flow--> y = yield r',
      'y = yield r --flow--> pass',
      'pass --flow--> End',
    ]);
  });
  it('except*: after a handler the next one is tested; any test may finish the try', async () => {
    const code = `
def group():
    try:
        raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
    except* ValueError:
        a = 1
    except* TypeError:
        b = 2
`;
    expect(await edges(code, 'group')).toEqual([
      'def group() --flow--> try',
      'try --flow--> raise ExceptionGroup("g", [ValueError(1), TypeError(2)])',
      'except* ValueError --exception--> except* TypeError',
      'except* TypeError --exception--> End',
      'raise ExceptionGroup("g", [ValueError(1), TypeError(2)]) --exception--> except* ValueError',
      'except* ValueError --flow--> a = 1',
      'a = 1 --flow--> except* TypeError',
      'except* TypeError --flow--> b = 2',
      'b = 2 --flow--> except* TypeError',
      'except* ValueError --flow:done--> End',
      'except* TypeError --flow:done--> End',
    ]);
  });

  it('with: one exit node for normal end and exceptions (which it may suppress); jumps get their own exit', async () => {
    const code = `
def f(items):
    for i in items:
        with suppress(ZeroDivisionError):
            total = 10 // i
            continue
    return total
`;
    expect(await edges(code)).toEqual([
      'def f(items) --flow--> for i in items',
      'for i in items --true:next--> with suppress(ZeroDivisionError)',
      'with suppress(ZeroDivisionError) --flow--> total = 10 // i',
      'exit with suppress(ZeroDivisionError) --exception--> End',
      'total = 10 // i --exception--> exit with suppress(ZeroDivisionError)',
      'total = 10 // i --flow--> continue',
      'continue --flow--> exit with suppress(ZeroDivisionError)',
      'exit with suppress(ZeroDivisionError) --back--> for i in items',
      'exit with suppress(ZeroDivisionError) --back--> for i in items',
      'for i in items --false:done--> return total',
      'return total --flow--> End',
    ]);
  });
});

describe('Python lowering: definitions', () => {
  it('module chart: def/class are declaration nodes, calls to same-file functions', async () => {
    const code = `
class Stack(list):
    size = 0

    @property
    def top(self):
        return self[-1]

    def push(self, v):
        self.append(v)
        helper(v)

def helper(v):
    def inner():
        return v
    return inner()

if __name__ == "__main__":
    s = Stack()
    s.push(input())
`;
    expect(await edges(code, 'module')).toEqual([
      'Start --flow--> class Stack(list)',
      'class Stack(list) --flow--> def helper(v)',
      'def helper(v) --flow--> __name__ == "__main__"',
      '__name__ == "__main__" --true:Yes--> s = Stack()',
      's = Stack() --flow--> s.push(input())',
      's.push(input()) --flow--> End',
      '__name__ == "__main__" --false:No--> End',
    ]);
  });

  it('class chart starts at the class line; methods get their own charts', async () => {
    const code = `
class Stack(list):
    size = 0

    @property
    def top(self):
        return self[-1]

    def push(self, v):
        self.append(v)
        helper(v)

def helper(v):
    def inner():
        return v
    return inner()

if __name__ == "__main__":
    s = Stack()
    s.push(input())
`;
    expect(await edges(code, 'Stack')).toEqual([
      'Start --flow--> class Stack(list)',
      'class Stack(list) --flow--> size = 0',
      'size = 0 --flow--> def top(self)',
      'def top(self) --flow--> def push(self, v)',
      'def push(self, v) --flow--> End',
    ]);
  });

  it('nested function', async () => {
    const code = `
class Stack(list):
    size = 0

    @property
    def top(self):
        return self[-1]

    def push(self, v):
        self.append(v)
        helper(v)

def helper(v):
    def inner():
        return v
    return inner()

if __name__ == "__main__":
    s = Stack()
    s.push(input())
`;
    expect(await edges(code, 'helper')).toEqual([
      'def helper(v) --flow--> def inner()',
      'def inner() --flow--> return inner()',
      'return inner() --flow--> End',
    ]);
  });
});

describe('Python lowering: nodes and charts', () => {
  const code = `import sys

@cache
@other(1)
def fib(n):
    if (n <
            2):
        return n
    total = fib(n - 1) + \\
        fib(n - 2)
    print(total)
    return total
    x = 1

class A:
    def m(self):
        def local():
            pass
        return local
`;

  it('names charts, sets kinds and parents, titles functions with decorators and signature', async () => {
    const r = await generateFlowchart({ code, language: 'python' });
    const charts = r.graph?.charts.map((c) => [c.name, c.kind, c.parent ?? null]);
    expect(charts).toEqual([
      ['module', 'module', null],
      ['fib', 'function', 'c0'],
      ['A', 'class', 'c0'],
      ['A.m', 'method', 'c2'],
      ['A.m.local', 'function', 'c3'],
    ]);
    const fib = r.graph?.charts[1];
    const start = r.graph?.nodes.find((n) => n.id === fib?.start);
    expect(start).toMatchObject({ kind: 'start', label: '@cache @other(1) def fib(n)' });
    expect(start?.range).toBeUndefined();
    expect(fib?.range).toEqual({ startLine: 3, endLine: 13 });
  });

  it('gives decisions their condition lines and multi-line statements their full span', async () => {
    const r = await generateFlowchart({ code, language: 'python' });
    const node = (label: string) => r.graph?.nodes.find((n) => n.label === label);
    expect(node('(n < 2)')).toMatchObject({
      kind: 'decision',
      range: { startLine: 6, endLine: 7 },
    });
    expect(node('total = fib(n - 1) + \\ fib(n - 2)')).toMatchObject({
      kind: 'call',
      range: { startLine: 9, endLine: 10 },
    });
    expect(node('print(total)')).toMatchObject({ kind: 'io' });
    expect(node('x = 1')).toMatchObject({ unreachable: true });
    expect(node('return total')?.unreachable).toBeUndefined();
    // the module executes the decorated def: its node spans the decorators and the def line
    expect(node('def fib(n)')).toMatchObject({ range: { startLine: 3, endLine: 5 } });
  });

  it('starts a decorated class chart at its decorators (Python traces the class body from there)', async () => {
    const r = await generateFlowchart({
      code: '@dataclass\nclass P:\n    x: int\n',
      language: 'python',
    });
    const header = r.graph?.nodes.find((n) => n.chart === 'c1' && n.kind === 'process');
    expect(header).toMatchObject({ label: 'class P', range: { startLine: 1, endLine: 2 } });
  });

  it('leaves docstrings out: they document, they do not run', async () => {
    const code = 'def f():\n    """doc"""\n    x = 1\n    "kept"\n';
    expect(await edges(code)).toEqual([
      'def f() --flow--> x = 1',
      'x = 1 --flow--> "kept"',
      '"kept" --flow--> End',
    ]);
  });

  it('draws no node for a backslash that joins two statement lines', async () => {
    const code = 'def f():\n    x = 1; \\\n    y = 2\n    z = [1, \\\n        2]\n';
    expect(await edges(code)).toEqual([
      'def f() --flow--> x = 1',
      'x = 1 --flow--> y = 2',
      'y = 2 --flow--> z = [1, \\ 2]',
      'z = [1, \\ 2] --flow--> End',
    ]);
  });

  it('reports syntax errors as diagnostics and still draws what parsed', async () => {
    const r = await generateFlowchart({
      code: 'x = 1\nif x >:\n    y = 2\nprint(x)\n',
      language: 'python',
    });
    expect(r.error).toBeNull();
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.graph?.nodes.some((n) => n.label === 'print(x)')).toBe(true);
  });
});
