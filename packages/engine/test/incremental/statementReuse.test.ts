/**
 * Per-statement lowering reuse (lower/topLevelReuse.ts) where a top-level statement's IR depends
 * on more than its own text: numbering across the file, names holding a line, what the rest of
 * the file declares. Each edit session's answers must equal a full rebuild's, with statements
 * reused along the way.
 */
import { describe, expect, it } from 'vitest';
import { createIncrementalEngine, generateFlowchart } from '../../src/node';

type Case = { name: string; language: string; texts: string[] };

const GO_CLOSURES = 'var f = func() int {\n\treturn 1\n}\n\nvar g = func() int {\n\treturn 2\n}\n';
const RUST_CLOSURES =
  'const A: fn() = || {\n    println!("a");\n};\nconst B: fn() = || {\n    println!("b");\n};\n';
const PHP_LOOPS =
  'function a($xs) {\n  foreach ($xs as $x) {\n    if ($x) break;\n    echo $x;\n  }\n}\n';
const RUBY_RETRY = 'def a\n  begin\n    work\n  rescue\n    retry\n  end\nend\n';
const CS_READER = 'var s = reader.ReadLine();\nConsole.WriteLine(s);\n';
const CS_LAMBDA =
  'class A {\n  void F() {\n    Func<int, int> g = x => {\n      return x;\n    };\n  }\n}\n';
const JS_ANONYMOUS = 'setTimeout(function () {\n  tick();\n}, 10);\n';
const JS_LABEL =
  'function f(m) {\n  outer: for (const r of m) {\n    for (const x of r) {\n      if (x) break outer;\n    }\n  }\n}\n';
const JS_CALLER = 'function a() {\n  helper();\n  return 1;\n}\n';
const GO_LABEL = 'func a() {\nL:\n\tx := 1\n\t_ = x\n}\n';
const JAVA_READ = 'class A {\n  int f() {\n    int x = in.read();\n    return x;\n  }\n}\n';
const CS_READ_METHOD =
  'class A {\n  string F() {\n    var s = reader.ReadLine();\n    return s;\n  }\n}\n';

const CASES: Case[] = [
  {
    name: 'package-level closures numbered after one added above',
    language: 'go',
    texts: [
      `package main\n\n${GO_CLOSURES}`,
      `package main\n\nvar h = func() int {\n\treturn 0\n}\n\n${GO_CLOSURES}`,
      `package main\n\n${GO_CLOSURES}`,
    ],
  },
  {
    name: 'closures outside functions numbered after one added above',
    language: 'rust',
    texts: [
      RUST_CLOSURES,
      `const Z: fn() = || {\n    println!("z");\n};\n${RUST_CLOSURES}`,
      RUST_CLOSURES,
    ],
  },
  {
    name: 'break labels numbered after a loop added above',
    language: 'php',
    texts: [
      `<?php\n${PHP_LOOPS}`,
      `<?php\nwhile (true) { break; }\n${PHP_LOOPS}`,
      `<?php\n${PHP_LOOPS}`,
    ],
  },
  {
    name: 'a file without its tag',
    language: 'php',
    texts: [PHP_LOOPS, `while (true) { break; }\n${PHP_LOOPS}`, `${PHP_LOOPS}echo 1;\n`],
  },
  {
    name: 'retry labels numbered after a rescue added above',
    language: 'ruby',
    texts: [
      `${RUBY_RETRY}\nputs 1\n`,
      `begin\n  x\nrescue\n  retry\nend\n${RUBY_RETRY}\nputs 1\n`,
      `${RUBY_RETRY}\nputs 1\n`,
    ],
  },
  {
    name: 'an I/O field declared in a class below a top-level statement',
    language: 'csharp',
    texts: [
      `${CS_READER}class B {\n}\n`,
      `${CS_READER}class B {\n  static StreamReader reader;\n}\n`,
    ],
  },
  {
    name: 'a block lambda (named after its line) moved down',
    language: 'csharp',
    texts: [CS_LAMBDA, `\n${CS_LAMBDA}`, `using System;\n\n${CS_LAMBDA}`],
  },
  {
    name: 'an anonymous function and a label (named after their line) moved down',
    language: 'javascript',
    texts: [
      `${JS_ANONYMOUS}${JS_LABEL}`,
      `\n${JS_ANONYMOUS}${JS_LABEL}`,
      `\n\n${JS_ANONYMOUS}\n${JS_LABEL}`,
    ],
  },
  {
    name: 'a call to a function added, renamed and removed elsewhere',
    language: 'typescript',
    texts: [
      JS_CALLER,
      `${JS_CALLER}function helper(): number {\n  return 2;\n}\n`,
      `${JS_CALLER}function helpers(): number {\n  return 2;\n}\n`,
      `${JS_CALLER}class helper {\n  constructor() {}\n}\n`,
      JS_CALLER,
    ],
  },
  // a function whose text did not change but whose IR did: its chart is built again, not copied
  {
    name: 'a goto in another function makes a label a target',
    language: 'go',
    texts: [
      `package main\n\n${GO_LABEL}\nfunc b() {\n}\n`,
      `package main\n\n${GO_LABEL}\nfunc b() {\n\tgoto L\n}\n`,
      `package main\n\n${GO_LABEL}\nfunc b() {\n}\n`,
    ],
  },
  {
    name: 'an input field declared in another class',
    language: 'java',
    texts: [
      `${JAVA_READ}class B {\n}\n`,
      `${JAVA_READ}class B {\n  static Scanner in;\n}\n`,
      `${JAVA_READ}class B {\n}\n`,
    ],
  },
  {
    name: 'a reader field declared in another class',
    language: 'csharp',
    texts: [
      `${CS_READ_METHOD}class B {\n}\n`,
      `${CS_READ_METHOD}class B {\n  static StreamReader reader;\n}\n`,
      `${CS_READ_METHOD}class B {\n}\n`,
    ],
  },
];

describe('per-statement lowering reuse = full rebuild', () => {
  it.each(CASES)('$language: $name', async ({ language, texts }) => {
    const engine = createIncrementalEngine();
    try {
      for (const code of texts) {
        const request = { code, language };
        const answer = await engine.generate(request);
        expect(answer.error, code).toBeNull();
        expect(answer, code).toEqual(await generateFlowchart(request));
      }
      // and a line added at the end keeps every statement of the last text
      const lowered = engine.counts.statementsLowered;
      const last = { code: `${texts.at(-1)!}\n`, language };
      expect(await engine.generate(last)).toEqual(await generateFlowchart(last));
      expect(engine.counts.statementsLowered).toBe(lowered);
      expect(engine.counts.statementsReused).toBeGreaterThan(0);
      expect(engine.counts.full).toBe(1);
    } finally {
      engine.dispose();
    }
  });
});
