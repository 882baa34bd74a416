/** What a C/C++ statement does: the functions it calls and whether it reads or writes (I/O). */
import type { SyntaxNode } from '../common';
import type { SimpleKind } from '../../ir/types';
import { outsideFences, type Descendants, type Found } from '../shared/descendants';
import type { IoSets } from '../shared/ioNames';
import { outside } from '../shared/outside';
import { nameOf, textOf } from '../shared/text';

export type Effects = { calls: string[]; io: boolean };

function lastName(text: string): string {
  const parts = text.split(/::|\.|->/);
  return parts[parts.length - 1] ?? text;
}

function calleeName(code: string, fn: SyntaxNode): string | undefined {
  switch (fn.type) {
    case 'identifier':
    case 'qualified_identifier':
      return nameOf(code, fn);
    case 'field_expression': {
      // the receiver stays (`other.add`, `this->add`): build resolves it (`Simple.calls`)
      const field = fn.childForFieldName('field');
      const object = fn.childForFieldName('argument');
      if (!field) return undefined;
      const receiver = object ? nameOf(code, object) : '';
      return receiver ? `${receiver}.${textOf(code, field)}` : textOf(code, field);
    }
    case 'template_function': {
      const name = fn.childForFieldName('name');
      return name ? textOf(code, name) : undefined;
    }
    default:
      return undefined;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The stream names as one regular expression, to test a statement's text before its tree. */
const streamText = new Map<IoSets, RegExp>();
function streamPattern(io: IoSets): RegExp {
  let re = streamText.get(io);
  if (!re) {
    re =
      io.objects.size > 0
        ? new RegExp(`\\b(${[...io.objects].map(escapeRegExp).join('|')})\\b`)
        : /(?!)/;
    streamText.set(io, re);
  }
  return re;
}

/** The node types `effectsOf` looks for, indexed once per file. */
export const EFFECT_TYPES = ['call_expression', 'lambda_expression'];

/** Calls and I/O inside `node`, not looking into lambda bodies (they run elsewhere). */
export function effectsOf(node: SyntaxNode, code: string, index: Descendants, io: IoSets): Effects {
  const found = index.within(node);
  const calls: string[] = [];
  let isIo = false;
  const isLambda = (f: Found): boolean => f.type === 'lambda_expression';
  for (const call of outsideFences(found, isLambda)) {
    const fn = call.node.childForFieldName('function');
    const name = fn ? calleeName(code, fn) : undefined;
    if (!name) continue;
    if (!calls.includes(name)) calls.push(name);
    if (io.calls.has(lastName(name))) isIo = true;
  }
  // streams (the record's I/O objects) are operands, not calls: look for their names in the
  // statement's own text
  if (!isIo && streamPattern(io).test(textOf(code, node))) {
    const fences = found.filter(isLambda).map((f) => f.node);
    const names = node.descendantsOfType(['identifier', 'qualified_identifier']);
    isIo = outside(names, fences).some((n) => io.objects.has(lastName(nameOf(code, n))));
  }
  return { calls, io: isIo };
}
export function simpleKind(effects: Effects, fallback: SimpleKind): SimpleKind {
  return effects.io ? 'io' : fallback;
}
