/** What a statement calls: callee names (for same-file call shapes), I/O, yield. */
import type { SyntaxNode } from '../common';
import { hasBlockBody, isScope } from './syntax';

/** `x => console.log(x)` runs as part of its statement; a block-bodied function has its chart. */
function ownsChart(node: SyntaxNode): boolean {
  return isScope(node) && (node.type !== 'arrow_function' || hasBlockBody(node));
}

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

function isIoCallee(callee: string): boolean {
  return IO_CALLEES.has(callee) || /^console\.\w+$/.test(callee);
}

export type CallInfo = { calls: string[]; io: boolean; yields: boolean };

/**
 * Walks a statement's expressions, not entering nested functions or classes (their code runs
 * in their own chart). `className` resolves `this.m()` to `Class.m`, the method's chart name.
 */
export function callInfo(node: SyntaxNode, className?: string): CallInfo {
  const calls = new Set<string>();
  let io = false;
  let yields = false;
  const visit = (n: SyntaxNode): void => {
    if (n.type === 'yield_expression') yields = true;
    if (n.type === 'call_expression' || n.type === 'new_expression') {
      const callee = n.childForFieldName(n.type === 'call_expression' ? 'function' : 'constructor');
      if (callee) {
        const name = calleeName(callee, className);
        if (name) {
          if (isIoCallee(name)) io = true;
          else calls.add(name);
        }
      }
    }
    for (const c of n.namedChildren) if (c && !ownsChart(c)) visit(c);
  };
  if (!ownsChart(node)) visit(node);
  return { calls: [...calls], io, yields };
}

function calleeName(callee: SyntaxNode, className?: string): string | undefined {
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
