/** What a C/C++ statement does: the functions it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import type { SimpleKind } from '../../ir/types';
import { outsideFences, type Descendants, type Found } from './descendants';
import { outside } from './outside';
import { nameOf, textOf } from './text';

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

function calleeName(code: string, fn: SyntaxNode): string | undefined {
  switch (fn.type) {
    case 'identifier':
    case 'qualified_identifier':
      return nameOf(code, fn);
    case 'field_expression': {
      const field = fn.childForFieldName('field');
      return field ? textOf(code, field) : undefined;
    }
    case 'template_function': {
      const name = fn.childForFieldName('name');
      return name ? textOf(code, name) : undefined;
    }
    default:
      return undefined;
  }
}

const IO_STREAM_TEXT = /\b(cout|cin|cerr|clog|wcout|wcin|wcerr)\b/;

/** The node types `effectsOf` looks for, indexed once per file. */
export const EFFECT_TYPES = ['call_expression', 'lambda_expression'];

/** Calls and I/O inside `node`, not looking into lambda bodies (they run elsewhere). */
export function effectsOf(node: SyntaxNode, code: string, index: Descendants): Effects {
  const found = index.within(node);
  const calls: string[] = [];
  let io = false;
  const isLambda = (f: Found): boolean => f.type === 'lambda_expression';
  for (const call of outsideFences(found, isLambda)) {
    const fn = call.node.childForFieldName('function');
    const name = fn ? calleeName(code, fn) : undefined;
    if (!name) continue;
    if (!calls.includes(name)) calls.push(name);
    if (IO_FUNCTIONS.has(lastName(name))) io = true;
  }
  // streams are operands, not calls: look for their names in the statement's own text
  if (!io && IO_STREAM_TEXT.test(textOf(code, node))) {
    const fences = found.filter(isLambda).map((f) => f.node);
    const names = node.descendantsOfType(['identifier', 'qualified_identifier']);
    io = outside(names, fences).some((n) => IO_STREAMS.has(lastName(nameOf(code, n))));
  }
  return { calls, io };
}
export function simpleKind(effects: Effects, fallback: SimpleKind): SimpleKind {
  return effects.io ? 'io' : fallback;
}
