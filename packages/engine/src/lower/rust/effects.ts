/** What a Rust statement does: the functions it calls, I/O, `?` and panics. */
import type { SyntaxNode } from '../common';
import { outsideFences, type Descendants, type Found } from '../shared/descendants';
import { ioNames } from '../shared/ioNames';
import { nameOf } from '../shared/text';

const IO = ioNames('rust');
const IO_OBJECTS = [...IO.objects];

/** The node types the Rust lowering asks about inside a statement, indexed once per file. */
export const INDEXED_TYPES = [
  'call_expression',
  'macro_invocation',
  'closure_expression',
  'try_expression',
];

/** A closure's body runs when it is called, not as part of the statement. */
export const isFence = (f: Found): boolean => f.type === 'closure_expression';

/** Macros that never return normally: the statement ends the function like `panic!`. */
const PANICS = new Set(['panic', 'unreachable', 'todo', 'unimplemented']);
/** Macros that panic when their condition fails (an `assert`). */
const ASSERTS = new Set(['assert', 'assert_eq', 'assert_ne', 'debug_assert', 'debug_assert_eq']);

export type Effects = {
  calls: string[];
  io: boolean;
  /** a diverging macro (`panic!`, `unreachable!`) is the statement itself or inside it */
  panics: boolean;
  asserts: boolean;
  /** the statement holds a `?`: it may return early */
  tries: boolean;
};

export type EffectsContext = { code: string; index: Descendants };

function startsWithIoObject(text: string): boolean {
  return IO_OBJECTS.some(
    (o) => text === o || (text.startsWith(o) && !/^\w/.test(text.slice(o.length))),
  );
}

/**
 * The callee as build resolves it (`Simple.calls`): `f`, `this.f` for `self.f()` and
 * `Self::f()`, else the path or receiver as written (`Vec::new`, `items.push`).
 */
function calleeName(text: string): string {
  if (text.startsWith('self.')) return `this.${text.slice(5)}`;
  if (text.startsWith('Self::')) return `this.${text.slice(6)}`;
  return text.replace(/::<.*>$/, '');
}

/** Calls, I/O, `?` and panics inside `node`, not looking into closures. */
export function effectsOf(node: SyntaxNode, ctx: EffectsContext): Effects {
  // asked for by several steps of one statement: computed once per node
  return ctx.index.remember('effects', node, () => findEffects(node, ctx));
}

function findEffects(node: SyntaxNode, ctx: EffectsContext): Effects {
  const out: Effects = { calls: [], io: false, panics: false, asserts: false, tries: false };
  const found = ctx.index.within(node);
  if (found.length === 0) return out;
  for (const f of outsideFences(found, isFence)) {
    if (f.type === 'try_expression') {
      out.tries = true;
      continue;
    }
    if (f.type === 'macro_invocation') {
      const macro = f.node.childForFieldName('macro');
      const name = macro ? nameOf(ctx.code, macro) : '';
      if (PANICS.has(name)) out.panics = true;
      if (ASSERTS.has(name)) out.asserts = true;
      if (IO.calls.has(`${name}!`)) out.io = true;
      continue;
    }
    if (f.type !== 'call_expression') continue;
    const fn = f.node.childForFieldName('function');
    if (!fn) continue;
    // the callee's text, cut once (its end is a call into wasm)
    const text = nameOf(ctx.code, fn);
    const name = calleeName(text);
    if (!out.calls.includes(name)) out.calls.push(name);
    if (!out.io && startsWithIoObject(text)) out.io = true;
  }
  return out;
}
