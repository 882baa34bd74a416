/** What a PHP statement does: the functions it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import { ioNames } from '../shared/ioNames';
import { nameOf } from '../shared/text';

const IO = ioNames('php');

/** Code that runs elsewhere or later: closures, arrow functions, anonymous classes. */
const FENCES = new Set(['anonymous_function', 'arrow_function', 'declaration_list']);

export type Effects = { calls: string[]; io: boolean };

/**
 * A callee as build's `CallTargets` reads it: `f`, `this.f` for `$this->f`/`self::f`, else `A.f`.
 * `type` is `n.type`, read once by the caller (every read is a call into wasm).
 */
function calleeOf(n: SyntaxNode, type: string, code: string): string | undefined {
  switch (type) {
    case 'function_call_expression': {
      const fn = n.childForFieldName('function');
      return fn ? nameOf(code, fn).replace(/^\\/, '').replace(/\\/g, '.') : undefined;
    }
    case 'member_call_expression':
    case 'nullsafe_member_call_expression': {
      const object = n.childForFieldName('object');
      const name = n.childForFieldName('name');
      if (!object || !name) return undefined;
      const o = nameOf(code, object);
      return `${o === '$this' ? 'this' : o}.${nameOf(code, name)}`;
    }
    case 'scoped_call_expression': {
      const scope = n.childForFieldName('scope');
      const name = n.childForFieldName('name');
      if (!scope || !name) return undefined;
      const s = nameOf(code, scope);
      return `${s === 'self' || s === 'static' ? 'this' : s}.${nameOf(code, name)}`;
    }
    default:
      return undefined;
  }
}

/**
 * Named nodes that never hold a call: not asked for their children (a call into wasm and an
 * array per leaf; most of a statement's nodes are these).
 */
const LEAVES = new Set([
  'name',
  'variable_name',
  'integer',
  'float',
  'boolean',
  'null',
  'comment',
  'string_content',
  'string_value',
  'escape_sequence',
]);

/**
 * Whether `code[from, to)` may hold a call or `print`: every call has its `(` (all four call
 * types require their arguments) and `print` is spelled out (keywords are case-insensitive). Only
 * in a clean tree: error recovery can insert a MISSING `(`.
 */
function mayAct(code: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = code.charCodeAt(i);
    if (c === 40) return true;
    if ((c | 32) === 112 && code.slice(i, i + 5).toLowerCase() === 'print') return true;
  }
  return false;
}

/**
 * Calls made by the statement itself and whether it does I/O (`echo`, `print`, `printf`…). In a
 * clean tree, a child whose text (up to the next named child) holds no `(` and no `print` is not
 * visited: its type and its children are calls into wasm, and most of a statement's subtrees
 * (names, operands, strings) are such.
 */
export function effectsOf(node: SyntaxNode, code: string, clean: boolean): Effects {
  const calls: string[] = [];
  const top = node.type;
  let io = top === 'echo_statement';
  const visit = (n: SyntaxNode, type: string, end: number): void => {
    if (type === 'print_intrinsic') io = true;
    const callee = calleeOf(n, type, code);
    if (callee) {
      calls.push(callee);
      if (type === 'function_call_expression' && IO.calls.has(callee)) io = true;
    }
    const children = n.namedChildren;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (!child) continue;
      // the child ends before the next named child starts (or where its parent ends)
      const bound = children[i + 1]?.startIndex ?? end;
      if (clean && !mayAct(code, child.startIndex, bound)) continue;
      const childType = child.type;
      if (!FENCES.has(childType) && !LEAVES.has(childType)) visit(child, childType, bound);
    }
  };
  const end = node.endIndex;
  if (!clean || mayAct(code, node.startIndex, end)) visit(node, top, end);
  return { calls, io };
}
