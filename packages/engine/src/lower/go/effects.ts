/** What a Go statement does: the functions it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import { outsideFences, type Descendants, type Found } from '../shared/descendants';
import { ioNames } from '../shared/ioNames';
import { nameOf } from '../shared/text';

const IO = ioNames('go');
const IO_OBJECTS = [...IO.objects];

/** The node types the Go lowering asks about inside a statement, indexed once per file. */
export const INDEXED_TYPES = ['call_expression', 'func_literal'];

/** A closure's body runs elsewhere (when it is called), not as part of the statement. */
export const isFence = (f: Found): boolean => f.type === 'func_literal';

export type Effects = { calls: string[]; io: boolean; panics: boolean };

export type EffectsContext = {
  code: string;
  index: Descendants;
  /** the method's receiver name (`s` in `func (s *Stack) Push`): `s.f()` is `this.f` */
  receiver?: string;
};

function startsWithIoObject(text: string): boolean {
  return IO_OBJECTS.some(
    (o) => text === o || (text.startsWith(o) && !/^\w/.test(text.slice(o.length))),
  );
}

/**
 * The callee as build resolves it (`Simple.calls`): `f`, `this.f` for a method of the
 * receiver, else the receiver as written (`strings.Split`, `s.items.Push`).
 */
function calleeName(fn: SyntaxNode, text: string, ctx: EffectsContext): string {
  if (fn.type === 'selector_expression') {
    const operand = fn.childForFieldName('operand');
    const field = fn.childForFieldName('field');
    if (
      operand &&
      field &&
      operand.type === 'identifier' &&
      nameOf(ctx.code, operand) === ctx.receiver
    )
      return `this.${nameOf(ctx.code, field)}`;
  }
  return text;
}

/** Calls and I/O inside `node`, not looking into closures (their bodies run elsewhere). */
export function effectsOf(node: SyntaxNode, ctx: EffectsContext): Effects {
  // asked for by several steps of one statement: computed once per node
  return ctx.index.remember('effects', node, () => findEffects(node, ctx));
}

function findEffects(node: SyntaxNode, ctx: EffectsContext): Effects {
  const calls: string[] = [];
  let io = false;
  let panics = false;
  const found = ctx.index.within(node);
  if (found.length === 0) return { calls, io, panics };
  for (const call of outsideFences(found, isFence)) {
    if (call.type !== 'call_expression') continue;
    const fn = call.node.childForFieldName('function');
    if (!fn) continue;
    const text = nameOf(ctx.code, fn);
    if (text === 'panic') panics = true;
    const name = calleeName(fn, text, ctx);
    if (!calls.includes(name)) calls.push(name);
    if (!io && (IO.calls.has(text) || startsWithIoObject(text))) io = true;
    if (!io) {
      const args = call.node.childForFieldName('arguments');
      if (args && IO_OBJECTS.some((o) => nameOf(ctx.code, args).includes(o))) io = true;
    }
  }
  return { calls, io, panics };
}
