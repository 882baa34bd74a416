import type { Lowering } from '../types';
import { lowerProgram } from './lowerProgram';

/** JavaScript (with JSX: tree-sitter-javascript parses it natively). */
export const lowerJavascript: Lowering = {
  grammar: () => 'javascript',
  lower: (tree, code, reuse) => lowerProgram(tree, code, 'javascript', reuse),
};
