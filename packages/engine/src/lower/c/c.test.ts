import { describe, expect, it } from 'vitest';
import { edges, graphOf } from '../../test-support/edges';

const c = (code: string, chart: string): Promise<string[]> => edges(code, 'c', chart);

describe('C lowering', () => {
  it('draws an else-if chain as one decision after another', async () => {
    const e = await c(
      `int sign(int x) {
  if (x > 0) return 1;
  else if (x < 0) return -1;
  else return 0;
}`,
      'sign',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'start:int sign(int x) -flow-> decision:x > 0',
        'decision:x > 0 -true-> return:return 1',
        'decision:x > 0 -false-> decision:x < 0',
        'decision:x < 0 -true-> return:return -1',
        'decision:x < 0 -false-> return:return 0',
      ]),
    );
  });

  it('loops back from a while body to its header', async () => {
    const e = await c('void f(int n) {\n  while (n > 0) {\n    n--;\n  }\n  puts("done");\n}', 'f');
    expect(e).toEqual(
      expect.arrayContaining([
        'loop:while (n > 0) -true-> process:n--',
        'process:n-- -back-> loop:while (n > 0)',
        'loop:while (n > 0) -false-> io:puts("done")',
      ]),
    );
  });

  it('tests a do-while after the body, with a true back edge to its first statement', async () => {
    const graph = await graphOf('void f(int x) {\n  do {\n    x--;\n  } while (x > 0);\n}', 'c');
    const decision = graph.nodes.find((n) => n.label === 'x > 0');
    expect(decision?.range).toEqual({ startLine: 4, endLine: 4 });
    const e = await c('void f(int x) {\n  do {\n    x--;\n  } while (x > 0);\n}', 'f');
    expect(e).toContain('process:x-- -flow-> decision:x > 0');
    expect(e).toContain('decision:x > 0 -back-> process:x--');
  });

  it('draws a for loop once: the header node runs init, test and update (issue 22 item 12)', async () => {
    const e = await c(
      'void f(int n) {\n  int i, j;\n  for (i = 0, j = n; i < j; i++, j--)\n    swap(i, j);\n}',
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'process:int i, j -flow-> loop:for (i = 0, j = n; i < j; i++, j--)',
        'loop:for (i = 0, j = n; i < j; i++, j--) -true-> process:swap(i, j)',
        'process:swap(i, j) -back-> loop:for (i = 0, j = n; i < j; i++, j--)',
      ]),
    );
    expect(e.some((x) => x.includes('process:i = 0, j = n') || x.includes('process:i++'))).toBe(
      false,
    );
  });

  it('leaves an infinite for(;;) only through break', async () => {
    const e = await c('int f(void) {\n  for (;;) {\n    if (g()) break;\n  }\n  return 1;\n}', 'f');
    expect(e).toContain('decision:g() -true-> break:break');
    expect(e).toContain('break:break -flow-> return:return 1');
    expect(e.some((x) => x.startsWith('loop:for (;;) -false->'))).toBe(false);
  });

  it('falls through switch cases without break, with default first', async () => {
    const e = await c(
      `int f(int x) {
  switch (x) {
    default:
      x = 0;
    case 1:
      x += 1;
    case 2:
      x += 2;
      break;
  }
  return x;
}`,
      'f',
    );
    expect(e).toEqual(
      expect.arrayContaining([
        'decision:switch (x) -default-> process:x = 0',
        'process:x = 0 -flow-> process:x += 1',
        'process:x += 1 -flow-> process:x += 2',
        'decision:switch (x) -case-> process:x += 2',
        'break:break -flow-> return:return x',
      ]),
    );
  });

  it('jumps from goto to its label', async () => {
    const e = await c(
      'void f(int x) {\n  if (x) goto out;\n  x++;\nout:\n  printf("%d", x);\n}',
      'f',
    );
    expect(e).toContain('goto:goto out -flow-> label:out:');
    expect(e).toContain('label:out: -flow-> io:printf("%d", x)');
  });

  it('continues to the loop header and inlines nested blocks', async () => {
    const e = await c(
      'void f(int n) {\n  while (n--) {\n    { if (n % 2) continue; }\n    n -= 1;\n  }\n}',
      'f',
    );
    expect(e).toContain('decision:n % 2 -true-> continue:continue');
    expect(e).toContain('continue:continue -back-> loop:while (n--)');
    expect(e).toContain('decision:n % 2 -false-> process:n -= 1');
  });

  it('draws printf/scanf/getchar as I/O and globals in the module chart', async () => {
    const graph = await graphOf(
      '#include <stdio.h>\nint total = 0;\nint main() {\n  int n;\n  scanf("%d", &n);\n  int c = getchar();\n  fprintf(stderr, "x");\n  return 0;\n}',
      'c',
    );
    const kinds = Object.fromEntries(graph.nodes.map((n) => [n.label, n.kind]));
    expect(kinds['scanf("%d", &n)']).toBe('io');
    expect(kinds['int c = getchar()']).toBe('io');
    expect(kinds['fprintf(stderr, "x")']).toBe('io');
    const module = graph.charts[0];
    const moduleLabels = graph.nodes.filter((n) => n.chart === module?.id).map((n) => n.label);
    expect(moduleLabels).toEqual(expect.arrayContaining(['#include <stdio.h>', 'int total = 0']));
    expect(graph.charts.map((ch) => [ch.name, ch.kind])).toContainEqual(['main', 'function']);
  });

  it('draws #if/#else inside a function as a decision between the two branches', async () => {
    const e = await c(
      'int f(void) {\n#ifdef DEBUG\n  puts("debug");\n#else\n  x = 1;\n#endif\n  return 0;\n}',
      'f',
    );
    expect(e).toContain('decision:#ifdef DEBUG -true-> io:puts("debug")');
    expect(e).toContain('decision:#ifdef DEBUG -false-> process:x = 1');
    expect(e).toContain('process:x = 1 -flow-> return:return 0');
  });

  it('still draws a function whose header is split by #if/#else', async () => {
    const graph = await graphOf(
      '#ifdef WIDE\nlong f(long a) {\n#else\nint f(int a) {\n#endif\n  return a + 1;\n}',
      'c',
    );
    const f = graph.charts.find((ch) => ch.name === 'f');
    expect(f).toBeDefined();
    expect(graph.nodes.some((n) => n.chart === f?.id && n.label === 'return a + 1')).toBe(true);
  });
});
