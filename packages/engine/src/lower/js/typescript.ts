import type { Lowering } from '../types';
import { lowerProgram } from './lowerProgram';

/**
 * JSX markers TypeScript code cannot contain: a closing tag, a self-closing element (attribute
 * values in braces may hold `>`), a fragment. Every element with children has a closing tag;
 * `<T>x` casts and `<T>(x) =>` generics match none. The alternatives inside are disjoint, so a
 * hostile input costs linear time (no backtracking blow-up).
 */
const JSX =
  /<\/[A-Za-z][\w.:-]*\s*>|<[A-Za-z][\w.:-]*(?:\s(?:[^<>{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)?\/>|<>|<\/>/;

/** TypeScript; `.tsx`-style code (JSX) needs the tsx grammar, where `<T>x` casts are invalid. */
export const lowerTypescript: Lowering = {
  grammar: (code) => (JSX.test(code) ? 'tsx' : 'typescript'),
  lower: (tree, code, reuse) => lowerProgram(tree, code, 'typescript', reuse),
};
