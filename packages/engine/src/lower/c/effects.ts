/** What a C/C++ statement does: the functions it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import type { SimpleKind } from '../../ir/types';
import { outside, partition } from './outside';

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

const IO_STREAM_TEXT = /\b(cout|cin|cerr|clog|wcout|wcin|wcerr)\b/;

/** Calls and I/O inside `node`, not looking into lambda bodies (they run elsewhere). */
export function effectsOf(node: SyntaxNode): Effects {
  const found = node.descendantsOfType(['call_expression', 'lambda_expression']);
  const { fences, rest } = partition(found, (n) => n.type === 'lambda_expression');
  const calls: string[] = [];
  let io = false;
  for (const call of outside(rest, fences)) {
    const fn = call.childForFieldName('function');
    const name = fn ? calleeName(fn) : undefined;
    if (!name) continue;
    if (!calls.includes(name)) calls.push(name);
    if (IO_FUNCTIONS.has(lastName(name))) io = true;
  }
  // streams are operands, not calls: look for their names in the statement's own text
  if (!io && IO_STREAM_TEXT.test(node.text)) {
    const names = node.descendantsOfType(['identifier', 'qualified_identifier']);
    io = outside(names, fences).some((n) => IO_STREAMS.has(lastName(n.text)));
  }
  return { calls, io };
}

export function simpleKind(effects: Effects, fallback: SimpleKind): SimpleKind {
  return effects.io ? 'io' : fallback;
}
