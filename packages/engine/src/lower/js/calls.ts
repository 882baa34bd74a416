/** Callee names: which calls are I/O, and the name a call resolves to for same-file charts. */
import { ioNames } from '../shared/ioNames';

/**
 * Whether a callee reads or writes the console / user (drawn as an I/O parallelogram): one of the
 * language record's I/O calls, or any method of one of its I/O objects (`console.log`).
 */
export function ioCallee(language: 'javascript' | 'typescript'): (callee: string) => boolean {
  const io = ioNames(language);
  return (callee) => {
    if (io.calls.has(callee)) return true;
    const dot = callee.indexOf('.');
    return dot > 0 && io.objects.has(callee.slice(0, dot)) && /^\w+$/.test(callee.slice(dot + 1));
  };
}

/**
 * String literals and comments: their text is not code (`"f(x)"` calls nothing). An unclosed
 * comment runs to the end, so each `/*` is scanned once (linear time on hostile input).
 */
const NOT_CODE = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/g;

/** A callee before `(`: `f(`, `a.b.c(`, `this.m(`, `a?.b(`, `new X(`. */
const CALLEE =
  /(?<![\w$.#])((?:[A-Za-z_$][\w$]*)(?:\s*\??\.\s*#?[A-Za-z_$][\w$]*)*)\s*(?:\?\.\s*)?\(/g;

/**
 * Callee names in a statement's code (`text` has nested function bodies already cut): `f`,
 * `a.b.c`, and `this.m` as `Class.m`. Read from the text, not the tree: a file has a call on most
 * lines and materialising every call node from web-tree-sitter costs a quarter of the lowering.
 * Keywords before `(` (`if (`, `while (`) come out too; they never name a function of the file.
 */
export function calleesIn(text: string, className?: string): string[] {
  const code = text.replace(NOT_CODE, '""');
  const out = new Set<string>();
  for (const m of code.matchAll(CALLEE)) {
    const name = (m[1] as string).replace(/[\s?]/g, '');
    out.add(className && name.startsWith('this.') ? `${className}.${name.slice(5)}` : name);
  }
  return [...out];
}
