/**
 * The Python trace checker: runs every corpus program under sys.settrace (one python3 process),
 * draws its FlowGraph, and checks every traced call against its chart
 * (docs/architecture.md#correctness-rule).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import { checkProgram, tracePrograms, type TracedProgram } from './pythonTrace';

const CORPUS = fileURLToPath(new URL('./corpus', import.meta.url));
const files = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.py'))
  .sort()
  .map((f) => join(CORPUS, f));

let traces = new Map<string, TracedProgram>();

beforeAll(() => {
  traces = new Map(tracePrograms(files).map((p) => [p.file, p]));
});

describe('the Python corpus', () => {
  it('has at least 100 programs, all traced, each ending where it is meant to', () => {
    expect(files.length).toBeGreaterThanOrEqual(100);
    expect(traces.size).toBe(files.length);
    const errors = Object.fromEntries(
      [...traces.values()].filter((p) => p.error).map((p) => [basename(p.file), p.error]),
    );
    expect([...traces.values()].reduce((n, p) => n + p.calls.length, 0)).toBeGreaterThan(400);
    // these programs end in an uncaught exception on purpose; any other error is a corpus bug
    expect(errors).toEqual({
      'assert_uncaught.py': 'AssertionError',
      'raise_uncaught_toplevel.py': 'InsufficientFunds',
      'sys_exit_main.py': 'SystemExit',
      'sys_exit_through_handler.py': 'SystemExit',
      'uncaught_in_loop.py': 'ValueError',
    });
  });
});

describe.each([false, true])('traced calls follow the chart (compact: %s)', (compact) => {
  it.each(files.map((f) => [basename(f), f]))('%s', async (_name, file) => {
    const program = traces.get(file);
    expect(program, 'traced').toBeDefined();
    const result = await generateFlowchart({
      code: readFileSync(file, 'utf8'),
      language: 'python',
      compact,
    });
    expect(result.error).toBeNull();
    expect(result.graph).not.toBeNull();
    const failures = checkProgram(program!, result.graph!);
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });
});

describe('the trace checker itself', () => {
  it('rejects a chart that lost its loop back edges or its false branches', async () => {
    const file = join(CORPUS, 'while_loop.py');
    const { graph } = await generateFlowchart({
      code: readFileSync(file, 'utf8'),
      language: 'python',
    });
    expect(graph).not.toBeNull();
    expect(checkProgram(traces.get(file)!, graph!)).toEqual([]);
    const noBack = { ...graph!, edges: graph!.edges.filter((e) => e.kind !== 'back') };
    expect(checkProgram(traces.get(file)!, noBack).join('\n')).toMatch(
      /collatz_steps: 8 -> 3: no path/,
    );
    const noFalse = { ...graph!, edges: graph!.edges.filter((e) => e.kind !== 'false') };
    expect(checkProgram(traces.get(file)!, noFalse).join('\n')).toMatch(
      /collatz_steps: 3 -> 9: no path/,
    );
  });
});
