// What `npm test` needs from the machine, checked before anything runs, so that a missing tool is
// one message up front instead of a failure deep inside a suite.
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Every tool a suite needs. `suites` are the Vitest files that cannot run without it (paths from
 * the repository root; ALLOW_SKIP=1 excludes them); `e2e` marks the tools the Playwright run needs.
 */
export const TOOLS = [
  {
    name: 'Chromium',
    apt: 'chromium',
    why: 'Playwright end-to-end tests and the engine tests that render Mermaid',
    e2e: true,
    suites: [
      'packages/engine/src/emit/emitMermaid.render.test.ts',
      'packages/engine/test/mermaid/mermaid.test.ts',
    ],
  },
  {
    name: 'PostgreSQL',
    apt: 'postgresql',
    why: 'the server suites on PostgreSQL, and the scale-out test, which starts and restarts a cluster of its own (initdb, pg_ctl)',
    // without it the server suites run on PGlite only, which is what they do anyway; the
    // scale-out test needs the binaries even when TEST_DATABASE_URL names a server
    suites: ['apps/server/src/test/scaleout/scaleOut.test.ts'],
  },
  {
    name: 'gcc',
    apt: 'gcc',
    commands: ['gcc'],
    why: 'the C line-table and gdb trace checks',
    suites: [
      'packages/engine/test/linetable/linetable.test.ts',
      'packages/engine/test/linetable/ctrace.test.ts',
    ],
  },
  {
    name: 'g++',
    apt: 'g++',
    commands: ['g++'],
    why: 'the C++ gdb trace check',
    suites: ['packages/engine/test/linetable/cpptrace.test.ts'],
  },
  {
    name: 'gdb',
    apt: 'gdb',
    commands: ['gdb'],
    why: 'the C, C++, Go and Rust trace checks',
    suites: [
      'packages/engine/test/linetable/ctrace.test.ts',
      'packages/engine/test/linetable/cpptrace.test.ts',
      'packages/engine/test/linetable/gotrace.test.ts',
      'packages/engine/test/linetable/rusttrace.test.ts',
      'packages/engine/test/linetable/realPrograms.test.ts',
    ],
  },
  {
    name: 'binutils (objdump)',
    apt: 'binutils',
    commands: ['objdump'],
    why: "reading gcc's, Go's and rustc's line tables",
    suites: [
      'packages/engine/test/linetable/linetable.test.ts',
      'packages/engine/test/linetable/ctrace.test.ts',
      'packages/engine/test/linetable/cpptrace.test.ts',
      'packages/engine/test/linetable/gotrace.test.ts',
      'packages/engine/test/linetable/rusttrace.test.ts',
      'packages/engine/test/linetable/realPrograms.test.ts',
    ],
  },
  {
    name: 'Go (go)',
    apt: 'golang-go',
    commands: ['go'],
    why: 'the Go trace check (programs built with go build and stepped under gdb)',
    suites: [
      'packages/engine/test/linetable/gotrace.test.ts',
      'packages/engine/test/linetable/realPrograms.test.ts',
    ],
  },
  {
    name: 'Rust (rustc)',
    apt: 'rustc',
    commands: ['rustc'],
    why: 'the Rust trace check (programs built with rustc -g and stepped under gdb)',
    suites: [
      'packages/engine/test/linetable/rusttrace.test.ts',
      'packages/engine/test/linetable/realPrograms.test.ts',
    ],
  },
  {
    name: 'LLVM (llvm-dwarfdump)',
    apt: 'llvm',
    commands: ['llvm-dwarfdump'],
    why: "reading the columns of rustc's line tables (the Rust trace check)",
    suites: [
      'packages/engine/test/linetable/rusttrace.test.ts',
      'packages/engine/test/linetable/realPrograms.test.ts',
    ],
  },
  {
    name: 'a JDK (javac, javap, java)',
    apt: 'openjdk-17-jdk-headless',
    commands: ['javac', 'javap', 'java'],
    why: 'the Java line-table and JDI trace checks',
    suites: [
      'packages/engine/test/linetable/linetable.test.ts',
      'packages/engine/test/linetable/jtrace.test.ts',
    ],
  },
  {
    name: 'Mono (mcs, mono)',
    apt: 'mono-complete',
    commands: ['mcs', 'mono'],
    why: "the C# trace check (mcs compiles, Mono's soft debugger steps the programs)",
    suites: ['packages/engine/test/linetable/cstrace.test.ts'],
  },
  {
    name: 'Kotlin (kotlinc)',
    apt: 'kotlin',
    commands: ['kotlinc'],
    why: 'the Kotlin JDI trace check (kotlinc compiles the programs to JVM bytecode)',
    suites: ['packages/engine/test/linetable/ktrace.test.ts'],
  },
  {
    name: 'python3',
    apt: 'python3',
    commands: ['python3'],
    why: 'the Python sys.settrace checks',
    suites: [
      'packages/engine/test/trace/trace.test.ts',
      'packages/engine/src/lower/python/traceCheck.test.ts',
    ],
  },
  {
    name: 'ruby',
    apt: 'ruby',
    commands: ['ruby'],
    why: 'the Ruby TracePoint checks',
    suites: ['packages/engine/test/ruby-trace/rubyTrace.test.ts'],
  },
  {
    // Xdebug (php-xdebug) steps the programs; the checker loads it itself and names it if absent
    name: 'php-cli and php-xdebug',
    apt: 'php-cli php-xdebug',
    commands: ['php'],
    why: 'the PHP trace checks (programs stepped line by line by Xdebug)',
    suites: ['packages/engine/test/php-trace/phpTrace.test.ts'],
  },
  {
    name: 'poppler-utils (pdftoppm, pdffonts, pdfinfo)',
    apt: 'poppler-utils',
    commands: ['pdftoppm', 'pdffonts', 'pdfinfo'],
    why: 'opening the PDF export of the codeflow CLI',
    suites: [
      'packages/engine/src/cli/cli.render.test.ts',
      'packages/engine/src/cli/views.cli.test.ts',
    ],
  },
  {
    name: 'python3-coverage',
    apt: 'python3-coverage',
    commands: ['python3-coverage'],
    why: 'the coverage overlay tests, which make coverage.py JSON reports for real',
    suites: ['packages/engine/test/coverage/coverage.test.ts'],
  },
  {
    name: "lcov (with gcc's gcov)",
    apt: 'lcov',
    commands: ['lcov', 'gcov'],
    why: 'the coverage overlay tests, which make LCOV tracefiles from a gcc --coverage run',
    suites: ['packages/engine/test/coverage/coverage.test.ts'],
  },
  {
    name: 'JaCoCo (libjacoco-java) and jar',
    apt: 'libjacoco-java',
    commands: ['jar'],
    files: ['/usr/share/java/org.jacoco.agent.rt.jar', '/usr/share/java/org.jacoco.report.jar'],
    why: 'the coverage overlay tests, which make JaCoCo XML reports from a JDK run',
    suites: ['packages/engine/test/coverage/coverage.test.ts'],
  },
  {
    name: 'Go (go test -coverprofile)',
    apt: 'golang-go',
    commands: ['go'],
    why: 'the coverage overlay tests, which make Go cover profiles',
    suites: ['packages/engine/test/coverage/coverage.test.ts'],
  },
  {
    name: 'redis-server',
    apt: 'redis-server',
    commands: ['redis-server'],
    why: 'live collaboration across server instances (the tests start their own on loopback)',
    suites: [
      'apps/server/src/features/collab/collabRedis.test.ts',
      'apps/server/src/test/scaleout/scaleOut.test.ts',
    ],
  },
];

/** True when `command` is an executable file in one of the directories of `pathVariable`. */
export function onPath(command, pathVariable) {
  for (const dir of (pathVariable ?? '').split(path.delimiter)) {
    if (!dir) continue;
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      // not in this directory
    }
  }
  return false;
}

/**
 * Which tools are missing. `postgresReady` says whether PostgreSQL's binaries are there (the
 * scale-out test starts its own cluster; the other suites could use TEST_DATABASE_URL alone); `chromiumPath` is where Playwright and the render tests look. `unit: false`
 * (`npm test -- --e2e`) checks only what the Playwright run needs.
 */
export function missingTools({ env, chromiumPath, postgresReady, unit = true }) {
  return TOOLS.filter((tool) => {
    if (!unit && !tool.e2e) return false;
    if (tool.name === 'Chromium') return !existsSync(chromiumPath);
    if (tool.name === 'PostgreSQL') return !postgresReady;
    return (
      tool.commands.some((c) => !onPath(c, env.PATH)) ||
      (tool.files ?? []).some((f) => !existsSync(f))
    );
  });
}

/** The one message that names every missing tool and the command that installs them all. */
export function missingToolsMessage(missing) {
  const lines = ['Cannot run the full test suite; missing:'];
  for (const tool of missing) lines.push(`  - ${tool.name}: ${tool.why}`);
  const packages = [...new Set(missing.map((t) => t.apt))].join(' ');
  lines.push(`Install them (Debian/Ubuntu): sudo apt-get install -y ${packages}`);
  if (missing.some((t) => t.name === 'Chromium')) {
    lines.push('Chromium elsewhere: set CHROMIUM_PATH.');
  }
  if (missing.some((t) => t.name === 'PostgreSQL')) {
    lines.push(
      'PostgreSQL elsewhere: set TEST_DATABASE_URL=postgres://user:pass@host/db (a role allowed to CREATE DATABASE).',
    );
  }
  lines.push('Or set ALLOW_SKIP=1 to run without them: the suites that need them are skipped.');
  return lines.join('\n');
}

/** Under ALLOW_SKIP=1: what is skipped (for the loud notice) and the Vitest files to exclude. */
export function skipPlan(missing, { e2e = true } = {}) {
  const exclude = [...new Set(missing.flatMap((t) => t.suites))].sort();
  const notices = missing.map((tool) => {
    const what = [
      ...(tool.e2e && e2e ? ['END-TO-END TESTS (Playwright)'] : []),
      ...tool.suites,
      ...(tool.name === 'PostgreSQL' ? ['the PostgreSQL run of the server suites'] : []),
    ];
    return `${tool.name} missing (sudo apt-get install -y ${tool.apt}): skipped ${what.join(', ')}`;
  });
  return { exclude, skipE2e: missing.some((t) => t.e2e), notices };
}
