/** What a Java statement does: the methods it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import type { Descendants, Found } from '../shared/descendants';
import { callEffects } from '../shared/callEffects';
import { ioNames } from '../shared/ioNames';
import { nameOf, textOf } from '../shared/text';

const IO = ioNames('java');

/**
 * The record's I/O objects as `nameOf` writes them (no whitespace: `new Scanner(` → `newScanner(`).
 * One that ends in a word character must end a word in the text too (`System.in`, not `System.inner`).
 */
const IO_OBJECTS = [...IO.objects].map((o) => {
  const prefix = o.replace(/\s+/g, '');
  return { prefix, wholeWord: /\w$/.test(prefix) };
});

function startsWithIoObject(text: string): boolean {
  return IO_OBJECTS.some(
    ({ prefix, wholeWord }) =>
      text.startsWith(prefix) && !(wholeWord && /^\w/.test(text.slice(prefix.length))),
  );
}

/** Names of variables and fields declared with one of the record's I/O types anywhere in the file. */
export function ioVariables(index: Descendants, code: string): Set<string> {
  const names = new Set<string>();
  for (const { node, type: kind } of index.items) {
    if (kind !== 'local_variable_declaration' && kind !== 'field_declaration') continue;
    const type = node.childForFieldName('type');
    if (!type || !IO.types.has(textOf(code, type).replace(/<.*$/, ''))) continue;
    for (const d of node.childrenForFieldName('declarator')) {
      const name = d?.childForFieldName('name');
      if (name) names.add(textOf(code, name));
    }
  }
  return names;
}

/**
 * The node types the Java lowering asks about inside a statement (calls, code that runs
 * elsewhere, switch expressions), indexed once per file.
 */
export const INDEXED_TYPES = [
  'method_invocation',
  'lambda_expression',
  'class_body',
  'switch_expression',
  // for ioVariables
  'local_variable_declaration',
  'field_declaration',
];

export type Effects = { calls: string[]; io: boolean };

function isIoObject(object: SyntaxNode, code: string, ioVars: Set<string>): boolean {
  const text = nameOf(code, object);
  if (startsWithIoObject(text)) return true;
  if (ioVars.size === 0) return false;
  const type = object.type;
  if (type === 'identifier') return ioVars.has(text);
  if (type !== 'field_access') return false;
  const field = object.childForFieldName('field');
  return !!field && ioVars.has(textOf(code, field));
}

/** Code that runs elsewhere: lambda bodies and class bodies. */
export const isFence = (f: Found): boolean =>
  f.type === 'lambda_expression' || f.type === 'class_body';

/**
 * The call as build resolves it (`Simple.calls`): `m` (implicit `this`), `this.m`, else the
 * receiver as written (`orders.add`: a List's `add`, not the file's own).
 */
function calleeName(name: string, object: SyntaxNode | null, code: string): string {
  if (!object) return name;
  const receiver = object.type === 'this' ? 'this' : nameOf(code, object);
  return `${receiver}.${name}`;
}

/** Calls and I/O inside `node`, not looking into lambdas or class bodies (they run elsewhere). */
export function effectsOf(
  node: SyntaxNode,
  ctx: { code: string; index: Descendants; ioVars: Set<string> },
): Effects {
  return callEffects(node, ctx.index, isFence, 'method_invocation', (call) => {
    const nameNode = call.childForFieldName('name');
    const object = call.childForFieldName('object');
    const name = nameNode ? calleeName(textOf(ctx.code, nameNode), object, ctx.code) : undefined;
    return {
      name: name || undefined,
      io: () => !!object && isIoObject(object, ctx.code, ctx.ioVars),
    };
  });
}
