/** What a C/C++ statement does: the functions it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import type { SimpleKind } from '../../ir/types';

const IO_FUNCTIONS = new Set([
  'printf',
  'scanf',
  'puts',
  'gets',
  'fgets',
  'getchar',
  'putchar',
  'fprintf',
  'fscanf',
  'fputs',
  'fputc',
  'putc',
  'getc',
  'fgetc',
  'fread',
  'fwrite',
  'perror',
  'vprintf',
  'vfprintf',
  'getline',
  'getch',
  'getche',
  'print',
  'println',
]);

const IO_STREAMS = new Set(['cout', 'cin', 'cerr', 'clog', 'wcout', 'wcin', 'wcerr']);

export type Effects = { calls: string[]; io: boolean };

function lastName(text: string): string {
  const parts = text.split('::');
  return parts[parts.length - 1] ?? text;
}

function calleeName(fn: SyntaxNode): string | undefined {
  switch (fn.type) {
    case 'identifier':
    case 'qualified_identifier':
      return fn.text.replace(/\s+/g, '');
    case 'field_expression':
      return fn.childForFieldName('field')?.text;
    case 'template_function':
      return fn.childForFieldName('name')?.text;
    default:
      return undefined;
  }
}

/** Calls and I/O inside `node`, not looking into lambda bodies (they run elsewhere). */
export function effectsOf(node: SyntaxNode): Effects {
  const calls: string[] = [];
  let io = false;
  const visit = (n: SyntaxNode): void => {
    if (n.type === 'lambda_expression') return;
    if (n.type === 'call_expression') {
      const fn = n.childForFieldName('function');
      const name = fn ? calleeName(fn) : undefined;
      if (name) {
        if (!calls.includes(name)) calls.push(name);
        if (IO_FUNCTIONS.has(lastName(name))) io = true;
      }
    } else if (n.type === 'identifier' || n.type === 'qualified_identifier') {
      if (IO_STREAMS.has(lastName(n.text))) io = true;
    }
    for (const child of n.namedChildren) if (child) visit(child);
  };
  visit(node);
  return { calls, io };
}

export function simpleKind(effects: Effects, fallback: SimpleKind): SimpleKind {
  return effects.io ? 'io' : fallback;
}
