import type { Lowering } from '../types';
import { lowerPythonTree } from './lowerPythonTree';

export const lowerPython: Lowering = {
  grammar: () => 'python',
  lower: (tree, code, reuse) => lowerPythonTree(tree.rootNode, code, reuse),
};
