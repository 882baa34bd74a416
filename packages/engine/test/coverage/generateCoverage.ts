/**
 * Makes real coverage files with the tools users run (Debian packages: python3-coverage, gcc +
 * lcov, a JDK + libjacoco-java, golang-go), for the engine's and the end-to-end coverage tests.
 * Each answers the program, its file name and the coverage file's text.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { C, GO, GO_TEST, JAVA, PYTHON } from './programs';

export type Generated = { fileName: string; code: string; coverage: string; coverageName: string };

const HERE = path.dirname(fileURLToPath(import.meta.url));
const JACOCO = '/usr/share/java';
const JACOCO_CP = [
  'org.jacoco.core.jar',
  'org.jacoco.report.jar',
  'asm.jar',
  'asm-commons.jar',
  'asm-tree.jar',
  'asm-analysis.jar',
].map((j) => path.join(JACOCO, j));

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  return execFileSync(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
}

function workDir(name: string): string {
  return mkdtempSync(path.join(tmpdir(), `codeflow-cov-${name}-`));
}

/** coverage.py with branch coverage, as JSON. */
export function pythonCoverage(): Generated {
  const dir = workDir('py');
  writeFileSync(path.join(dir, 'classify.py'), PYTHON);
  run('python3-coverage', ['run', '--branch', 'classify.py'], dir);
  run('python3-coverage', ['json', '-o', 'coverage.json'], dir);
  const coverage = readFileSync(path.join(dir, 'coverage.json'), 'utf8');
  return { fileName: 'classify.py', code: PYTHON, coverage, coverageName: 'coverage.json' };
}

/** gcc --coverage, then lcov (with branch data) into an LCOV tracefile. */
export function cCoverage(): Generated {
  const dir = workDir('c');
  writeFileSync(path.join(dir, 'classify.c'), C);
  run('gcc', ['--coverage', '-O0', '-o', 'classify', 'classify.c'], dir);
  run(path.join(dir, 'classify'), [], dir);
  run(
    'lcov',
    [
      '--capture',
      '--directory',
      '.',
      '--output-file',
      'lcov.info',
      '--rc',
      'lcov_branch_coverage=1',
      '--quiet',
    ],
    dir,
  );
  const coverage = readFileSync(path.join(dir, 'lcov.info'), 'utf8');
  return { fileName: 'classify.c', code: C, coverage, coverageName: 'lcov.info' };
}

/**
 * A JDK run under the JaCoCo agent, then the XML report. Debian's agent jar has no
 * Premain-Class, so a one-line manifest jar names it and puts JaCoCo on the class path.
 */
export function javaCoverage(): Generated {
  const dir = workDir('java');
  writeFileSync(path.join(dir, 'Main.java'), JAVA);
  run('javac', ['--release', '11', '-g', 'Main.java'], dir);
  const manifest = [
    'Premain-Class: org.jacoco.agent.rt.internal.PreMain',
    `Class-Path: ${[path.join(JACOCO, 'org.jacoco.agent.rt.jar'), ...JACOCO_CP.filter((j) => !j.includes('report'))].join(' ')}`,
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'manifest.txt'), manifest);
  run('jar', ['cfm', 'agent.jar', 'manifest.txt'], dir);
  // JaCoCo's own classes are on the system class path here: leave them alone
  run(
    'java',
    ['-javaagent:agent.jar=destfile=jacoco.exec,excludes=org.jacoco.*:org.objectweb.*', 'Main'],
    dir,
  );
  const cp = JACOCO_CP.join(':');
  // the report tool is compiled elsewhere: the report covers the program's classes only
  const tool = workDir('jacoco-tool');
  run('javac', ['-cp', cp, '-d', tool, path.join(HERE, 'JacocoXml.java')], dir);
  run('java', ['-cp', `${tool}:${cp}`, 'JacocoXml', 'jacoco.exec', '.', 'jacoco.xml'], dir);
  const coverage = readFileSync(path.join(dir, 'jacoco.xml'), 'utf8');
  return { fileName: 'Main.java', code: JAVA, coverage, coverageName: 'jacoco.xml' };
}

/** go test -covermode=count -coverprofile, offline, with its own caches. */
export function goCoverage(): Generated {
  const dir = workDir('go');
  writeFileSync(path.join(dir, 'go.mod'), 'module example.com/classify\n\ngo 1.19\n');
  writeFileSync(path.join(dir, 'classify.go'), GO);
  writeFileSync(path.join(dir, 'classify_test.go'), GO_TEST);
  run('go', ['test', '-covermode=count', '-coverprofile=cover.out', '.'], dir, {
    GOCACHE: path.join(dir, '.cache'),
    GOPATH: path.join(dir, '.gopath'),
    GOPROXY: 'off',
    GOFLAGS: '-mod=mod',
    GOTOOLCHAIN: 'local',
  });
  const coverage = readFileSync(path.join(dir, 'cover.out'), 'utf8');
  return { fileName: 'classify.go', code: GO, coverage, coverageName: 'cover.out' };
}
