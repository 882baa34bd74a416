/** What a Java statement does: the methods it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';

/** Types whose instances read or write: their method calls are I/O. */
const IO_TYPES =
  /^(Scanner|BufferedReader|Console|InputStreamReader|PrintWriter|PrintStream|BufferedWriter)$/;

/** Names of variables and fields declared with an I/O type anywhere in the file. */
export function ioVariables(root: SyntaxNode): Set<string> {
  const names = new Set<string>();
  const visit = (n: SyntaxNode): void => {
    if (n.type === 'local_variable_declaration' || n.type === 'field_declaration') {
      const type = n.childForFieldName('type');
      if (type && IO_TYPES.test(type.text.replace(/<.*$/, ''))) {
        for (const d of n.childrenForFieldName('declarator')) {
          const name = d?.childForFieldName('name');
          if (name) names.add(name.text);
        }
      }
    }
    for (const child of n.namedChildren) if (child) visit(child);
  };
  visit(root);
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
  const calls: string[] = [];
  let io = false;
  const visit = (n: SyntaxNode): void => {
    if (n.type === 'lambda_expression' || n.type === 'class_body') return;
    if (n.type === 'method_invocation') {
      const name = n.childForFieldName('name')?.text;
      const object = n.childForFieldName('object');
      if (name && !calls.includes(name)) calls.push(name);
      if (object && isIoObject(object, ioVars)) io = true;
    }
    for (const child of n.namedChildren) if (child) visit(child);
  };
  visit(node);
  return { calls, io };
}
