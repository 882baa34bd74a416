/**
 * Coverage files made for real by the tools users run (python3-coverage, gcc + lcov, a JDK run
 * under JaCoCo, go test -coverprofile) overlaid by the `codeflow` binary: hits in --format json,
 * marks and coverage titles in svg, png and pdf.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FlowGraph } from '../../src/graph/types';
import { generateFlowchart } from '../../src/node';
import { matchFile, overlayCoverage, parseCoverage } from '../../src/coverage/index';
import { runCli } from '../../src/cli/testSupport/runCli';
import {
  cCoverage,
  goCoverage,
  javaCoverage,
  pythonCoverage,
  type Generated,
} from './generateCoverage';

type Json = { graph: FlowGraph; error: string | null };

function place(g: Generated): { source: string; coverage: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'codeflow-cov-cli-'));
  const source = path.join(dir, g.fileName);
  const coverage = path.join(dir, g.coverageName);
  writeFileSync(source, g.code);
  writeFileSync(coverage, g.coverage);
  return { source, coverage };
}

async function jsonWith(g: Generated): Promise<FlowGraph> {
  const { source, coverage } = place(g);
  const r = await runCli(['--format', 'json', '--coverage', coverage, source]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return (JSON.parse(r.text) as Json).graph;
}

const byLabel = (g: FlowGraph, label: string) => g.nodes.find((n) => n.label === label);
const chart = (g: FlowGraph, name: string) => g.charts.find((c) => c.name === name);
const chartNodes = (g: FlowGraph, name: string) =>
  g.nodes.filter((n) => n.chart === chart(g, name)?.id);

describe('codeflow --coverage with real coverage files', { timeout: 120_000 }, () => {
  let py: Generated;
  let c: Generated;
  let java: Generated;
  let go: Generated;
  beforeAll(() => {
    py = pythonCoverage();
    c = cCoverage();
    java = javaCoverage();
    go = goCoverage();
  }, 240_000);

  it('coverage.py JSON (with --branch): hits, never-taken branches, per-chart coverage', async () => {
    const g = await jsonWith(py);
    expect(byLabel(g, 'total += i')?.hits).toBe(1);
    expect(byLabel(g, 'n -= 1')?.hits).toBe(0);
    const loop = byLabel(g, 'while n > 100');
    expect(g.edges.find((e) => e.from === loop?.id && e.kind === 'true')?.hits).toBe(0);
    expect(g.edges.find((e) => e.from === loop?.id && e.kind === 'false')?.hits).toBe(1);
    expect(chartNodes(g, 'unused').every((n) => n.hits === 0)).toBe(true);
    expect(chart(g, 'classify')?.coverage).toEqual({
      lines: { covered: 8, total: 9 },
      branches: { covered: 5, total: 6 },
      counts: false,
    });
    // the two-line statement and the one-line loop of the module
    expect(g.nodes.find((n) => n.range?.startLine === 10)?.hits).toBe(1);
    expect(g.nodes.filter((n) => n.range?.startLine === 20).map((n) => n.hits)).toEqual([1, 1]);
  });

  it('LCOV from gcc + lcov: counts, BRDA branches, functions never called', async () => {
    const g = await jsonWith(c);
    expect(byLabel(g, 'total += i')?.hits).toBe(3);
    expect(byLabel(g, 'total -= 1')?.hits).toBe(2);
    const dec = byLabel(g, 'i % 2 == 0');
    expect(g.edges.filter((e) => e.from === dec?.id).map((e) => [e.kind, e.hits])).toEqual([
      ['true', 3],
      ['false', 2],
    ]);
    const neg = byLabel(g, 'n < 0');
    expect(g.edges.find((e) => e.from === neg?.id && e.kind === 'true')?.hits).toBe(0);
    expect(byLabel(g, 'return -1')?.hits).toBe(0);
    const unused = chart(g, 'unused');
    expect(g.nodes.find((n) => n.id === unused?.start)?.hits).toBe(0);
    expect(chart(g, 'classify')?.coverage).toEqual({
      lines: { covered: 9, total: 11 },
      branches: { covered: 6, total: 8 },
      counts: true,
    });
    // printf over two lines: gcc puts the count on one of them
    expect(g.nodes.find((n) => n.range?.startLine === 28)?.hits).toBe(1);
  });

  it('JaCoCo XML from a JDK run: run / not run, branches by count', async () => {
    const g = await jsonWith(java);
    expect(byLabel(g, 'total += i')?.hits).toBe(1);
    expect(byLabel(g, 'n--')?.hits).toBe(0);
    expect(
      chartNodes(g, 'Main.unused')
        .filter((n) => n.range)
        .every((n) => n.hits === 0),
    ).toBe(true);
    expect(chart(g, 'Main.classify')?.coverage).toEqual({
      lines: { covered: 7, total: 8 },
      branches: { covered: 5, total: 6 },
      counts: false,
    });
  });

  it('Go cover profile (count mode): the lines of the profile’s blocks', () => {
    const report = parseCoverage(go.coverage);
    expect(report).toMatchObject({ format: 'go', counts: true });
    const file = matchFile(report, 'classify.go');
    expect(file.path).toBe('example.com/classify/classify.go');
    // for header once, its body five times, the if three, the else twice, the never-entered loop
    // and the function never called 0
    expect([5, 6, 7, 9, 12, 13, 15, 19].map((l) => file.lines.get(l))).toEqual([
      1, 5, 3, 2, 1, 0, 1, 0,
    ]);
  });

  it('Go cover profile through the CLI: hits on the Go charts, inferred edges, titles', async () => {
    const g = await jsonWith(go);
    const classify = chartNodes(g, 'Classify');
    const hitsOf = (label: string) => classify.find((n) => n.label === label)?.hits;
    expect(hitsOf('total += i')).toBe(3);
    expect(hitsOf('total -= 1')).toBe(2);
    expect(hitsOf('n--')).toBe(0);
    expect(hitsOf('return total')).toBe(1);
    const dec = classify.find((n) => n.label === 'i%2 == 0');
    expect(g.edges.filter((e) => e.from === dec?.id).map((e) => [e.kind, e.hits])).toEqual([
      ['true', 3],
      ['false', 2],
    ]);
    const loop = classify.find((n) => n.label === 'for n > 100');
    expect(g.edges.find((e) => e.from === loop?.id && e.kind === 'true')?.hits).toBe(0);
    expect(chartNodes(g, 'Unused').every((n) => n.hits === 0)).toBe(true);
    expect(chart(g, 'Classify')?.coverage).toEqual({
      lines: { covered: 8, total: 9 },
      counts: true,
    });
    // `} else if n > 0 {`: the else-if test's own count, not the count of the `}` it follows
    const sign = chartNodes(g, 'Sign');
    const signHits = (label: string) => sign.find((n) => n.label === label)?.hits;
    expect([signHits('n < 0'), signHits('return -1'), signHits('n > 0')]).toEqual([3, 1, 2]);
    expect([signHits('return 1'), signHits('return 0')]).toEqual([2, 0]);

    const { source, coverage } = place(go);
    const svg = (await runCli(['--format', 'svg', '--coverage', coverage, source])).text;
    expect(svg).toMatch(/class="cf-node cf-process cf-never-run"[^>]*data-hits="0"/);
    expect(svg).toMatch(/class="cf-edge-group cf-edge-true cf-never-taken"[^>]*data-hits="0"/);
    expect(svg).toContain('<title>func Classify(n int) int · complexity 4 — lines 88%</title>');
  });

  it('svg marks never-run nodes and never-taken edges, shows counts and coverage in titles', async () => {
    const { source, coverage } = place(c);
    const r = await runCli(['--format', 'svg', '--coverage', coverage, source]);
    expect(r.code).toBe(0);
    const svg = r.text;
    expect(svg).toMatch(/data-hits="3"/);
    expect(svg).toMatch(
      /class="cf-node cf-return cf-never-run" data-node-id="[^"]+" data-kind="return"[^>]*data-hits="0"/,
    );
    expect(svg).toMatch(/class="cf-edge-group cf-edge-true cf-never-taken"[^>]*data-hits="0"/);
    expect(svg).toContain(
      '<title>int classify(int n) · complexity 5 — lines 81% · branches 75%</title>',
    );
    const plain = await runCli(['--format', 'svg', source]);
    expect(plain.text).not.toContain('data-hits');
  });

  it('png and pdf are drawn with the overlay; dot carries the marks', async () => {
    const { source, coverage } = place(py);
    const png = await runCli(['--format', 'png', '--coverage', coverage, source]);
    expect(png.code).toBe(0);
    expect(png.stdout.subarray(1, 4).toString()).toBe('PNG');
    const pdf = await runCli(['--format', 'pdf', '--coverage', coverage, source]);
    expect(pdf.code).toBe(0);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.stdout }).toString();
    expect(text).toContain('not run');
    expect(text).toContain('def classify(n) · complexity 4 — lines 88% · branches 83%');
    const dot = await runCli(['--format', 'dot', '--coverage', coverage, source]);
    expect(dot.text).toContain('never taken');
  });

  it('fails clearly: unreadable files, no data for the input, mermaid, a file another version', async () => {
    const { source, coverage } = place(py);
    const mermaid = await runCli(['--coverage', coverage, source]);
    expect(mermaid.code).toBe(2);
    expect(mermaid.stderr).toContain('--coverage needs --format json, dot, svg, png or pdf');
    const bad = path.join(path.dirname(source), 'bad.txt');
    writeFileSync(bad, 'hello');
    const unreadable = await runCli(['--format', 'json', '--coverage', bad, source]);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain(
      `codeflow: ${bad}: This is not a coverage file Codeflow reads`,
    );
    const missing = await runCli(['--format', 'json', '--coverage', bad + '.none', source]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/ENOENT/);
    const other = place(c);
    const wrong = await runCli(['--format', 'svg', '--coverage', other.coverage, source]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(
      /classify\.py: The coverage data for .*classify\.c reaches line \d+, but this code has 22 lines/,
    );
  });

  it('the engine API overlays the same files (what the editor calls)', async () => {
    const r = await generateFlowchart({ code: java.code, language: 'java' });
    const o = overlayCoverage(r.graph as FlowGraph, java.coverage, {
      fileName: 'Main.java',
      code: java.code,
    });
    expect(o.path).toBe('Main.java');
    expect(o.report.format).toBe('jacoco');
  });
});
