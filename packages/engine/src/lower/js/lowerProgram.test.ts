import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../node';
import { parse } from '../../parse/parser';
import { chartEdges } from '../../test-support/edges';
import { lowerJavascript } from './index';

describe('javascript snippets and broken code', () => {
  it('draws statements with a top-level return', async () => {
    const result = await generateFlowchart({
      code: ['if (!user) return null;', 'const name = user.name;', 'return name.trim();'].join(
        '\n',
      ),
      language: 'javascript',
    });
    expect(result.error).toBeNull();
    const edges = chartEdges(result.graph!).edges('module');
    expect(edges).toContain('decision:!user -true-> return:return null');
    expect(edges).toContain('process:const name = user.name -flow-> return:return name.trim()');
  });

  it('charts a bare method pasted on its own', async () => {
    for (const [language, code] of [
      [
        'javascript',
        'render(props) {\n  if (props.hidden) return null;\n  return props.children;\n}',
      ],
      [
        'typescript',
        'async load(id: string): Promise<void> {\n  if (!id) return;\n  await fetch(id);\n}',
      ],
      ['javascript', 'static create(x) {\n  return new this(x);\n}'],
    ] as const) {
      const result = await generateFlowchart({ code, language });
      expect(result.error).toBeNull();
      const view = chartEdges(result.graph!);
      expect(view.names).toHaveLength(2);
      const method = view.names[1]!;
      expect(view.edges(method).some((e) => e.endsWith('end:End'))).toBe(true);
    }
  });

  it('lowers what parsed around a syntax error and reports it', async () => {
    const code = ['let a = 1;', 'if (a) {', '  call(;', '}', 'console.log(a);'].join('\n');
    const tree = await parse('javascript', code);
    const program = lowerJavascript.lower(tree, code);
    expect(program.diagnostics.map((d) => d.line)).toContain(3);
    const result = await generateFlowchart({ code, language: 'javascript' });
    expect(result.error).toBeNull();
    const nodes = chartEdges(result.graph!).nodes('module');
    expect(nodes).toContain('process:let a = 1@1');
    expect(nodes).toContain('io:console.log(a)@5');
  });

  it('never crashes on modern syntax', async () => {
    const code = [
      'import { a, b as c } from "./x.js";',
      'export * from "./y.js";',
      'const { p, q: [r, ...rest] = [] } = obj ?? {};',
      'const merged = { ...defaults, ...opts, [key]: `v${value}` };',
      'const deep = a?.b?.[c]?.(d) ?? e;',
      'const re = /^(?<year>\\d{4})-\\d\\d$/u;',
      'label: { if (re.test(s)) break label; other(); }',
      'const el = <App {...props} onClick={() => setOpen(!open)}><b>{`hi ${name}`}</b></App>;',
      'x ||= 1; y &&= 2; z ??= 3; n **= 2;',
      'class P { #secret = 1; static #count = 0; #hidden() { return this.#secret; } }',
      'for (const [k, { v = 1 }] of Object.entries(map)) debugger;',
      'with (Math) { r = cos(PI); }',
      'export default async function* () { yield* other(); }',
      'new.target; import.meta.url; await import("./z.js");',
    ].join('\n');
    const result = await generateFlowchart({ code, language: 'javascript' });
    expect(result.error).toBeNull();
    expect(result.graph!.charts.map((c) => c.name)).toContain('P.#hidden');
    const typed = await generateFlowchart({
      code: code.replace('with (Math) { r = cos(PI); }', ''),
      language: 'typescript',
    });
    expect(typed.error).toBeNull();
  });

  it('stays linear on hostile text (long runs that regexes could backtrack over)', async () => {
    const inputs = [
      ' '.repeat(200_000) + '!',
      `f("${';'.repeat(200_000)}x");`,
      `g(1 ${'/*'.repeat(100_000)}`,
      `h(${'a '.repeat(100_000)}`,
      `<a ${' '.repeat(200_000)}`,
    ];
    for (const code of inputs) {
      for (const language of ['javascript', 'typescript']) {
        const result = await generateFlowchart({ code, language });
        expect(result.error === null || result.error.startsWith('Syntax error')).toBe(true);
      }
    }
  });
});
