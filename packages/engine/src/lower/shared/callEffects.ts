import type { SyntaxNode } from '../common';
import { outsideFences, type Descendants, type Found } from './descendants';
import type { PlainEffects } from './plainStatement';

/** One call as its language reads it: the callee's name (if it has one to draw) and its I/O. */
export type CallRead = { name?: string; io: () => boolean };

/**
 * What a statement's calls do, from the file's index: every indexed `callType` node inside `node`
 * and outside fences (code that runs elsewhere), each callee once in source order, and whether
 * one of them does I/O (asked of each call only until one does).
 */
export function callEffects(
  node: SyntaxNode,
  index: Descendants,
  isFence: (f: Found) => boolean,
  callType: string,
  read: (call: SyntaxNode) => CallRead | undefined,
): PlainEffects {
  const calls: string[] = [];
  let io = false;
  const found = index.within(node);
  if (found.length === 0) return { calls, io };
  for (const call of outsideFences(found, isFence)) {
    if (call.type !== callType) continue;
    const c = read(call.node);
    if (!c) continue;
    if (c.name !== undefined && !calls.includes(c.name)) calls.push(c.name);
    if (!io && c.io()) io = true;
  }
  return { calls, io };
}
