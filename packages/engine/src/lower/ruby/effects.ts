/** What a Ruby statement does: the methods it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import { ioNames } from '../shared/ioNames';
import { nameOf } from '../shared/text';

const IO = ioNames('ruby');

/** Node types whose code runs elsewhere or later: their calls are not the statement's. */
const FENCES = new Set(['do_block', 'block', 'lambda', 'method', 'singleton_method', 'class']);

/**
 * Named nodes that never hold a call: not asked for their children (a call into wasm and an
 * array per leaf; most of a statement's nodes are these).
 */
const LEAVES = new Set([
  'identifier',
  'constant',
  'instance_variable',
  'class_variable',
  'global_variable',
  'integer',
  'float',
  'self',
  'nil',
  'true',
  'false',
  'simple_symbol',
  'string_content',
  'escape_sequence',
  'comment',
]);

export type Effects = { calls: string[]; io: boolean };

/**
 * A call's callee as build's `CallTargets` reads it (`f`, `this.f` for `self.f`, else `A.f`) and
 * whether it is I/O; each field is read once (every read is a call into wasm).
 */
function readCall(call: SyntaxNode, code: string): { callee?: string; io: boolean } {
  const method = call.childForFieldName('method');
  if (!method) return { io: false };
  const name = nameOf(code, method);
  const receiver = call.childForFieldName('receiver');
  if (!receiver) return { callee: name, io: IO.calls.has(name) };
  const r = nameOf(code, receiver);
  const callee = r === 'self' ? `this.${name}` : `${r.replace(/::/g, '.')}.${name}`;
  return { callee, io: IO.objects.has(r) };
}

/**
 * Calls made by the statement itself (blocks and lambdas inside it run elsewhere) and whether one
 * of them is I/O. A statement that is a bare identifier may be a call without parentheses.
 */
export function effectsOf(node: SyntaxNode, code: string, type?: string): Effects {
  const calls: string[] = [];
  let io = false;
  const top = type ?? node.type;
  if (top === 'identifier') return { calls: [nameOf(code, node)], io: IO.calls.has(node.text) };
  // each node's type is read once (every read is a call into wasm) and handed down
  const visit = (n: SyntaxNode, type: string): void => {
    if (type === 'call') {
      const call = readCall(n, code);
      if (call.callee) calls.push(call.callee);
      io ||= call.io;
    }
    for (const child of n.namedChildren) {
      if (!child) continue;
      const childType = child.type;
      if (!FENCES.has(childType) && !LEAVES.has(childType)) visit(child, childType);
    }
  };
  visit(node, top);
  return { calls, io };
}
