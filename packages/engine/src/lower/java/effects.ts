/** What a Java statement does: the methods it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import { outside, partition } from '../c/outside';

/** Types whose instances read or write: their method calls are I/O. */
const IO_TYPES =
  /^(Scanner|BufferedReader|Console|InputStreamReader|PrintWriter|PrintStream|BufferedWriter)$/;

/** Names of variables and fields declared with an I/O type anywhere in the file. */
export function ioVariables(root: SyntaxNode): Set<string> {
  const names = new Set<string>();
  for (const n of root.descendantsOfType(['local_variable_declaration', 'field_declaration'])) {
    const type = n.childForFieldName('type');
    if (!type || !IO_TYPES.test(type.text.replace(/<.*$/, ''))) continue;
    for (const d of n.childrenForFieldName('declarator')) {
      const name = d?.childForFieldName('name');
      if (name) names.add(name.text);
    }
  }
  return names;
}

export type Effects = { calls: string[]; io: boolean };

function isIoObject(object: SyntaxNode, ioVars: Set<string>): boolean {
  const text = object.text.replace(/\s+/g, '');
  return (
    /^System\.(out|err|in)\b/.test(text) ||
    text.startsWith('System.console()') ||
    text.startsWith('newScanner(') ||
    (object.type === 'identifier' && ioVars.has(text)) ||
    (object.type === 'field_access' && ioVars.has(object.childForFieldName('field')?.text ?? ''))
  );
}

/** Calls and I/O inside `node`, not looking into lambdas or class bodies (they run elsewhere). */
export function effectsOf(node: SyntaxNode, ioVars: Set<string>): Effects {
  const found = node.descendantsOfType(['method_invocation', 'lambda_expression', 'class_body']);
  const { fences, rest } = partition(found, (n) => n.type !== 'method_invocation');
  const calls: string[] = [];
  let io = false;
  for (const call of outside(rest, fences)) {
    const name = call.childForFieldName('name')?.text;
    const object = call.childForFieldName('object');
    if (name && !calls.includes(name)) calls.push(name);
    if (object && isIoObject(object, ioVars)) io = true;
  }
  return { calls, io };
}
