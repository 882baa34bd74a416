/** What a C# statement does: the methods it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import type { Descendants, Found } from '../shared/descendants';
import { callEffects } from '../shared/callEffects';
import { ioNames } from '../shared/ioNames';
import { nameOf, textOf } from '../shared/text';

const IO = ioNames('csharp');

/**
 * The node types the C# lowering asks about inside a statement (calls, code that runs
 * elsewhere, switch expressions, `goto case`), indexed once per file.
 */
export const INDEXED_TYPES = [
  'invocation_expression',
  'lambda_expression',
  'anonymous_method_expression',
  'local_function_statement',
  'switch_expression',
  // for ioVariables
  'local_declaration_statement',
  'field_declaration',
];

/** Code that runs elsewhere: lambda and anonymous-method bodies, local functions. */
export const isFence = (f: Found): boolean =>
  f.type === 'lambda_expression' ||
  f.type === 'anonymous_method_expression' ||
  f.type === 'local_function_statement';

/** Names of variables and fields declared with one of the record's I/O types anywhere in the file. */
export function ioVariables(index: Descendants, code: string): Set<string> {
  const names = new Set<string>();
  if (IO.types.size === 0) return names;
  for (const { node, type: kind } of index.items) {
    if (kind !== 'local_declaration_statement' && kind !== 'field_declaration') continue;
    const decl = node.namedChildren.find((c) => c?.type === 'variable_declaration');
    const type = decl?.childForFieldName('type');
    if (!decl || !type) continue;
    const typeName = textOf(code, type).replace(/<.*$/, '');
    const init = decl.namedChildren.find((c) => c?.type === 'variable_declarator');
    const created = init ? /\bnew\s+(\w+)/.exec(textOf(code, init))?.[1] : undefined;
    if (!IO.types.has(typeName) && !(created && IO.types.has(created))) continue;
    for (const d of decl.namedChildren) {
      const name = d?.type === 'variable_declarator' ? d.childForFieldName('name') : null;
      if (name) names.add(textOf(code, name));
    }
  }
  return names;
}

export type Effects = { calls: string[]; io: boolean };

/** `Console.WriteLine`, `System.Console.Out.Write`, `reader.ReadLine` (a StreamReader variable). */
function isIoReceiver(receiver: string, ioVars: Set<string>): boolean {
  for (const o of IO.objects) {
    if (receiver === o || receiver.startsWith(`${o}.`)) return true;
  }
  return ioVars.has(receiver.replace(/^this\./, ''));
}

/**
 * The call as build resolves it (`Simple.calls`): `M` (implicit `this`), `this.M`, else the
 * receiver as written (`list.Add`).
 */
function callee(fn: SyntaxNode, code: string): { name: string; receiver?: string } | undefined {
  switch (fn.type) {
    case 'identifier':
      return { name: textOf(code, fn) };
    case 'generic_name': {
      const id = fn.namedChildren.find((c) => c?.type === 'identifier');
      return id ? { name: textOf(code, id) } : undefined;
    }
    case 'member_access_expression': {
      const object = fn.childForFieldName('expression');
      const nameNode = fn.childForFieldName('name');
      if (!object || !nameNode) return undefined;
      const short = nameNode.type === 'generic_name' ? nameNode.namedChildren[0] : nameNode;
      const receiver = object.type === 'this_expression' ? 'this' : nameOf(code, object);
      const name = short ? textOf(code, short) : '';
      return { name: `${receiver}.${name}`, receiver };
    }
    default:
      return undefined;
  }
}

/** Calls and I/O inside `node`, not looking into lambdas or local functions (they run elsewhere). */
export function effectsOf(
  node: SyntaxNode,
  ctx: { code: string; index: Descendants; ioVars: Set<string> },
): Effects {
  return callEffects(node, ctx.index, isFence, 'invocation_expression', (call) => {
    const fn = call.childForFieldName('function');
    const c = fn ? callee(fn, ctx.code) : undefined;
    if (!c) return undefined;
    const { receiver } = c;
    return { name: c.name, io: () => receiver !== undefined && isIoReceiver(receiver, ctx.ioVars) };
  });
}
