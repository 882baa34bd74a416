import { describe, expect, it } from 'vitest';
import { edges, graphOf } from '../../test-support/edges';

const cpp = (code: string, chart: string): Promise<string[]> => edges(code, 'cpp', chart);

describe('C++ lowering', () => {
  it('iterates a range-for and draws cout/cin as I/O', async () => {
    const e = await cpp(
      'void show(const std::vector<int>& xs) {\n  for (int x : xs) {\n    std::cout << x << "\\n";\n  }\n  std::cin >> n;\n}',
      'show',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:for (int x : xs) -true-> io:std::cout << x << "\\n"',
        'io:std::cout << x << "\\n" -back-> loop:for (int x : xs)',
        'loop:for (int x : xs) -false-> io:std::cin >> n',
      ]),
    );
  });

  it('sends a throw to the catch that matches its type, and catch (...) catches all', async () => {
    const code = `int f(int x) {
  try {
    if (x < 0) throw std::invalid_argument("neg");
    g(x);
  } catch (const std::invalid_argument& e) {
    return -1;
  } catch (...) {
    return -2;
  }
  return 0;
}`;
    const e = await cpp(code, 'f');
    expect(e).toContain(
      'throw:throw std::invalid_argument("neg") -exception-> catch:catch (const std::invalid_argument& e)',
    );
    expect(e).toContain('catch:catch (const std::invalid_argument& e) -flow-> return:return -1');
    expect(e).toContain('catch:catch (...) -flow-> return:return -2');
  });

  it('lists a class’s member functions in its chart, in order with its fields, as a Python class chart lists its defs', async () => {
    const graph = await graphOf(
      'class Counter {\n  int n = 0;\npublic:\n  Counter() {}\n  void inc() { n += 1; }\n  int get() const;\n};',
      'cpp',
    );
    const cls = graph.charts.find((c) => c.name === 'Counter' && c.kind === 'class');
    const members = graph.nodes
      .filter((n) => n.chart === cls?.id && n.kind === 'process')
      .map((n) => [n.label, n.range?.startLine]);
    expect(members).toEqual([
      ['int n = 0', 2],
      ['Counter()', 4],
      ['void inc()', 5],
      ['int get() const', 6],
    ]);
  });

  it('gives inline and out-of-line methods, constructors and destructors their own charts', async () => {
    const graph = await graphOf(
      `class Counter {
public:
  Counter() : n(0) {}
  ~Counter() { log(); }
  void inc() { n++; }
  int get() const;
private:
  int n;
};
int Counter::get() const {
  return n;
}`,
      'cpp',
    );
    const charts = graph.charts.map((c) => [c.name, c.kind]);
    expect(charts).toEqual(
      expect.arrayContaining([
        ['Counter::Counter', 'method'],
        ['Counter::~Counter', 'method'],
        ['Counter::inc', 'method'],
        ['Counter::get', 'method'],
      ]),
    );
    expect(charts.filter(([name]) => name === 'Counter::get')).toHaveLength(1);
    expect(await cpp('class A { public: A() : n(0) { go(); } int n; };', 'A::A')).toContain(
      'process:: n(0) -flow-> process:go()',
    );
  });

  it('keeps a lambda inside its statement and recurses into namespaces and templates', async () => {
    const graph = await graphOf(
      `namespace util {
template <typename T>
T twice(T x) {
  auto add = [](T a, T b) {
    return a + b;
  };
  return add(x, x);
}
}`,
      'cpp',
    );
    expect(graph.charts.map((c) => c.name)).toEqual(['module', 'twice']);
    const e = await cpp(
      'namespace util {\ntemplate <typename T>\nT twice(T x) {\n  auto add = [](T a, T b) { return a + b; };\n  return add(x, x);\n}\n}',
      'twice',
    );
    expect(e).toContain(
      'process:auto add = [](T a, T b) { return a + b; } -flow-> return:return add(x, x)',
    );
  });

  it('draws a function-try-block as a try around the whole body', async () => {
    const e = await cpp(
      'void A::run() try {\n  step();\n} catch (...) {\n  recover();\n}',
      'A::run',
    );
    expect(e).toContain('try:try -flow-> process:step()');
    expect(e).toContain('catch:catch (...) -flow-> process:recover()');
  });
});
