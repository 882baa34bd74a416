import type { Stmt } from '../ir/types';

/** What build needs to know about the whole file before drawing any chart. */
export type Definitions = {
  /** full name of every function/method (`f`, `A.f`, `A::f`), for `CallTargets` */
  functions: string[];
  /** class name -> base class names parsed from its signature (for exception matching) */
  classBases: [string, string[]][];
};

/**
 * Each top-level statement's definitions, by statement: the incremental engine hands the same IR
 * objects of unchanged statements over keystroke after keystroke (lower/topLevelReuse.ts), and
 * walking all of them again was 2 ms a keystroke in a 20,000-line file. IR is never changed.
 */
const collected = new WeakMap<Stmt, Definitions>();

export function collectDefinitions(body: readonly Stmt[]): Definitions {
  const functions: string[] = [];
  const classBases: [string, string[]][] = [];
  for (const s of body) {
    let own = collected.get(s);
    if (!own) {
      own = collectIn(s);
      collected.set(s, own);
    }
    for (const f of own.functions) functions.push(f);
    for (const c of own.classBases) classBases.push(c);
  }
  return { functions, classBases };
}

/** The definitions in one statement and the statements nested in it, in source order. */
function collectIn(statement: Stmt): Definitions {
  const functions: string[] = [];
  const classBases: [string, string[]][] = [];
  const visit = (stmts: readonly Stmt[] | undefined): void => {
    if (!stmts) return;
    for (const s of stmts) {
      switch (s.type) {
        case 'function': {
          if (s.kind === 'class') {
            const short =
              s.name.includes('.') || s.name.includes('::')
                ? (s.name.split(/\.|::/).pop() ?? s.name)
                : s.name;
            classBases.push([short, parseBases(s.signature)]);
          } else functions.push(s.name);
          visit(s.body);
          break;
        }
        case 'if':
          for (const b of s.branches) visit(b.body);
          visit(s.orelse);
          break;
        case 'loop':
          visit(s.init);
          visit(s.body);
          visit(s.update);
          visit(s.orelse);
          break;
        case 'switch':
          for (const c of s.cases) visit(c.body);
          break;
        case 'try':
          visit(s.resources);
          visit(s.body);
          for (const h of s.handlers) visit(h.body);
          visit(s.orelse);
          visit(s.finally?.body);
          break;
        case 'with':
        case 'block':
          visit(s.body);
          break;
        default:
          break;
      }
    }
  };
  visit([statement]);
  return { functions, classBases };
}

/**
 * Base classes from a class header as written: `class A(B, C):` (Python), `class A extends B`
 * (Java, JS), `class A : public B` (C++). Keyword arguments such as `metaclass=` are ignored.
 */
export function parseBases(signature: string): string[] {
  const py = /^\s*class\s+[\w$]+\s*\(([^)]*)\)/.exec(signature);
  if (py?.[1] !== undefined) {
    return py[1]
      .split(',')
      .map((b) => b.trim())
      .filter((b) => b && !b.includes('='));
  }
  const ext = /\bextends\s+([\w$.]+)/.exec(signature);
  if (ext?.[1]) return [ext[1]];
  const cpp = /^\s*(?:class|struct)\s+[\w:]+\s*:\s*([^{]*)/.exec(signature);
  if (cpp?.[1]) {
    return cpp[1]
      .split(',')
      .map((b) => b.replace(/\b(public|protected|private|virtual)\b/g, '').trim())
      .filter(Boolean);
  }
  return [];
}
