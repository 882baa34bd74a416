import type { Lowering } from '../types';
import { lowerCFamily } from './lowerCFamily';

/** C++: tree-sitter-cpp syntax tree → IR (shares the C lowering; the grammars overlap). */
export const lowerCpp: Lowering = {
  grammar: () => 'cpp',
  lower: (tree, code, reuse) => lowerCFamily(tree, code, 'cpp', reuse),
};
