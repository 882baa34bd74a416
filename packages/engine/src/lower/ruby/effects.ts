/** What a Ruby statement does: the methods it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import { ioNames } from '../shared/ioNames';
import { nameOf } from '../shared/text';

const IO = ioNames('ruby');

/** Node types whose code runs elsewhere or later: their calls are not the statement's. */
const FENCES = new Set(['do_block', 'block', 'lambda', 'method', 'singleton_method', 'class']);

export type Effects = { calls: string[]; io: boolean };

/** A callee as build's `CallTargets` reads it: `f`, `this.f` for `self.f`, else `A.f`. */
function calleeOf(call: SyntaxNode, code: string): string | undefined {
  const method = call.childForFieldName('method');
  if (!method) return undefined;
  const name = nameOf(code, method);
  const receiver = call.childForFieldName('receiver');
  if (!receiver) return name;
  const r = nameOf(code, receiver);
  if (r === 'self') return `this.${name}`;
  return `${r.replace(/::/g, '.')}.${name}`;
}

function isIoCall(call: SyntaxNode, code: string): boolean {
  const method = call.childForFieldName('method');
  if (!method) return false;
  const name = nameOf(code, method);
  const receiver = call.childForFieldName('receiver');
  if (!receiver) return IO.calls.has(name);
  return IO.objects.has(nameOf(code, receiver));
}

/**
 * Calls made by the statement itself (blocks and lambdas inside it run elsewhere) and whether one
 * of them is I/O. A statement that is a bare identifier may be a call without parentheses.
 */
export function effectsOf(node: SyntaxNode, code: string): Effects {
  const calls: string[] = [];
  let io = false;
  if (node.type === 'identifier')
    return { calls: [nameOf(code, node)], io: IO.calls.has(node.text) };
  const visit = (n: SyntaxNode): void => {
    if (n.type === 'call') {
      const callee = calleeOf(n, code);
      if (callee) calls.push(callee);
      io ||= isIoCall(n, code);
    }
    for (const child of n.namedChildren) {
      if (child && !FENCES.has(child.type)) visit(child);
    }
  };
  visit(node);
  return { calls, io };
}
