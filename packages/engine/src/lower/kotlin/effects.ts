/** What a Kotlin statement does: the functions it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import type { Descendants, Found } from '../shared/descendants';
import { callEffects } from '../shared/callEffects';
import { ioNames } from '../shared/ioNames';
import { nameOf, textOf } from '../shared/text';

const IO = ioNames('kotlin');

/** The node types the Kotlin lowering asks about inside a statement, indexed once per file. */
export const INDEXED_TYPES = [
  'call_expression',
  'lambda_literal',
  'anonymous_function',
  'object_literal',
];

/**
 * Code that runs elsewhere: anonymous functions and object expressions. Lambdas are not fences:
 * the standard library's higher-order functions are `inline`, so their lambdas run in place.
 */
export const isFence = (f: Found): boolean =>
  f.type === 'anonymous_function' || f.type === 'object_literal';

export type Effects = { calls: string[]; io: boolean };

function isIoReceiver(receiver: string): boolean {
  for (const o of IO.objects) if (receiver === o || receiver.startsWith(`${o}.`)) return true;
  return false;
}

/** `f` for a bare call, `this.f`, else the receiver as written (`list.add`). */
function callee(fn: SyntaxNode, code: string): { name: string; receiver?: string } | undefined {
  const type = fn.type; // read once: every read is a call into wasm
  if (type === 'identifier') return { name: textOf(code, fn) };
  if (type !== 'navigation_expression') return undefined;
  const parts = fn.namedChildren.filter((c): c is SyntaxNode => c !== null);
  const last = parts[parts.length - 1];
  const object = parts[0];
  if (!last || !object || parts.length < 2) return undefined;
  const receiver =
    object.type === 'this_expression' ? 'this' : nameOf(code, object).replace(/\?$/, '');
  return { name: `${receiver}.${textOf(code, last)}`, receiver };
}

/** Calls and I/O inside `node`, not looking into anonymous functions or objects. */
export function effectsOf(node: SyntaxNode, ctx: { code: string; index: Descendants }): Effects {
  // asked for by several steps of one statement: computed once per node
  return ctx.index.remember('effects', node, () => findEffects(node, ctx));
}

function findEffects(node: SyntaxNode, ctx: { code: string; index: Descendants }): Effects {
  return callEffects(node, ctx.index, isFence, 'call_expression', (call) => {
    const fn = call.namedChildren[0];
    const c = fn ? callee(fn, ctx.code) : undefined;
    if (!c) return undefined;
    const { name, receiver } = c;
    return {
      name,
      io: () => (receiver === undefined ? IO.calls.has(name) : isIoReceiver(receiver)),
    };
  });
}
