/** Callee names: which calls are I/O, and the name a call resolves to for same-file charts. */
import type { SyntaxNode } from '../common';

/** Callees that read or write the console / user (drawn as I/O parallelograms). */
const IO_CALLEES = new Set([
  'alert',
  'prompt',
  'confirm',
  'print',
  'document.write',
  'document.writeln',
  'process.stdout.write',
  'process.stderr.write',
  'readline.question',
  'rl.question',
  'readlineSync.question',
]);

export function isIoCallee(callee: string): boolean {
  return IO_CALLEES.has(callee) || /^console\.\w+$/.test(callee);
}

/** `f` → `f`, `this.m` → `Class.m`, `a.b.c` → `a.b.c`; computed callees have no name. */
export function calleeName(callee: SyntaxNode, className?: string): string | undefined {
  if (callee.type === 'identifier') return callee.text;
  if (callee.type === 'member_expression') {
    const object = callee.childForFieldName('object');
    const property = callee.childForFieldName('property');
    if (!object || !property) return undefined;
    if (object.type === 'this' && className) return `${className}.${property.text}`;
    // only plain dotted paths (`a.b.c`); computed or called objects have no stable name
    if (/^[\w$.]+$/.test(object.text)) return `${object.text}.${property.text}`;
    return undefined;
  }
  return undefined;
}
