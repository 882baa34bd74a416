import { describe, expect, it } from 'vitest';
import { unsupportedLanguageMessage } from '@codeflow/contracts/languages';
import { generateFlowchart } from './node';

describe('generateFlowchart', () => {
  it('rejects an unknown language with the supported list', async () => {
    const r = await generateFlowchart({ code: 'x', language: 'cobol' });
    expect(r).toEqual({
      flowchart: '',
      graph: null,
      error:
        "Unsupported language 'cobol'. Supported: python, c, cpp, java, javascript, typescript, php, ruby, other",
      diagnostics: [],
    });
  });

  it("answers with the language record's one message, and reads the tag like the API does", async () => {
    const r = await generateFlowchart({ code: 'x', language: 'Cobol ' });
    expect(r.error).toBe(unsupportedLanguageMessage('Cobol '));
    const python = await generateFlowchart({ code: 'x = 1\n', language: ' Python' });
    expect(python.error).toBeNull();
    expect(python.graph?.language).toBe('python');
  });

  it('answers No code provided for blank code, in every language', async () => {
    for (const language of ['python', 'other', 'c']) {
      const r = await generateFlowchart({ code: ' \n\t\n', language });
      expect(r.error).toBe('No code provided');
    }
  });

  it('uses the per-line fallback for other', async () => {
    const r = await generateFlowchart({ code: 'MOVE A TO B\n', language: 'other' });
    expect(r.error).toBeNull();
    expect(r.graph).toBeNull();
    expect(r.flowchart).toContain('"MOVE A TO B"');
  });

  it('returns Mermaid text and the graph for supported code', async () => {
    const r = await generateFlowchart({ code: 'x = 1\nprint(x)\n', language: 'python' });
    expect(r.error).toBeNull();
    expect(r.flowchart.startsWith('flowchart TD\n')).toBe(true);
    expect(r.graph?.version).toBe(1);
    expect(r.graph?.language).toBe('python');
    expect(r.graph?.charts[0]?.range).toEqual({ startLine: 1, endLine: 3 });
  });

  it('draws one chart when asked', async () => {
    const code = 'def f():\n    return 1\n\ndef g():\n    return 2\n';
    const r = await generateFlowchart({ code, language: 'python', chart: 'g' });
    expect(r.flowchart).toContain('subgraph c2["g"]');
    expect(r.flowchart).not.toContain('subgraph c1');
  });

  it('names the charts when asked for one that does not exist', async () => {
    const r = await generateFlowchart({
      code: 'def f():\n    pass\n',
      language: 'python',
      chart: 'g',
    });
    expect(r.error).toBe("No chart named 'g'. Charts: module, f");
    expect(r.flowchart).toBe('');
  });

  it('answers an error, not a chart, when nothing but errors parsed', async () => {
    const r = await generateFlowchart({ code: ')))(((\n', language: 'python' });
    expect(r.error).toMatch(/^Syntax error on line 1/);
    expect(r.diagnostics.length).toBeGreaterThan(0);
  });

  it('reports the syntax errors of the tree that was lowered, not of a first parse it replaced', async () => {
    // C: a function split by `#ifdef/#else` parses once only the first branch is kept
    const c = await generateFlowchart({
      code: [
        'int f(int x) {',
        '#ifdef FAST',
        '  if (x > 0) {',
        '#else',
        '  if (x >= 0) {',
        '#endif',
        '    return 1;',
        '  }',
        '  return 0;',
        '}',
        '',
      ].join('\n'),
      language: 'c',
    });
    expect(c.error).toBeNull();
    expect(c.diagnostics).toEqual([]);
    // TypeScript: a method pasted without its class is wrapped in one
    const ts = await generateFlowchart({
      code: 'async load(id: string): Promise<void> {\n  if (!id) return;\n  await this.fetch(id);\n}\n',
      language: 'typescript',
    });
    expect(ts.error).toBeNull();
    expect(ts.diagnostics).toEqual([]);
    // Java: a method pasted without its class
    const java = await generateFlowchart({
      code: 'int twice(int x) {\n  return 2 * x;\n}\n',
      language: 'java',
    });
    expect(java.error).toBeNull();
    expect(java.diagnostics).toEqual([]);
  });

  it('still reports real syntax errors in every language', async () => {
    const cases = [
      { language: 'python', code: 'def f(:\n    return 1\n\nx = 1\n' },
      { language: 'c', code: 'int f() {\n  int x = ;\n  return x;\n}\n' },
      { language: 'cpp', code: 'int f() {\n  int x = ;\n  return x;\n}\n' },
      { language: 'java', code: 'class A {\n  void f() {\n    int x = ;\n  }\n}\n' },
      { language: 'javascript', code: 'function f() {\n  let x = ;\n  return x;\n}\n' },
      { language: 'typescript', code: 'function f(): number {\n  let x = ;\n  return x;\n}\n' },
    ];
    for (const { language, code } of cases) {
      const r = await generateFlowchart({ code, language });
      expect(r.diagnostics.length, language).toBeGreaterThan(0);
      expect(r.diagnostics[0]?.line, language).toBeLessThanOrEqual(3);
    }
  });

  it('never throws, whatever it is given', async () => {
    const bad = [
      { code: null, language: 'python' },
      { code: 'x', language: undefined },
      { code: '\u0000\uffff', language: 'python' },
      { code: 'def', language: 'python' },
    ] as unknown as Parameters<typeof generateFlowchart>[0][];
    for (const req of bad) {
      const r = await generateFlowchart(req);
      expect(typeof r.flowchart).toBe('string');
    }
  });
});
