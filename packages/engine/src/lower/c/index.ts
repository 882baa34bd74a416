import type { Lowering } from '../types';
import { lowerCFamily } from './lowerCFamily';

/** C: tree-sitter-c syntax tree → IR. */
export const lowerC: Lowering = {
  grammar: () => 'c',
  lower: (tree, code, reuse) => lowerCFamily(tree, code, 'c', reuse),
};
