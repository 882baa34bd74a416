/** What the JavaScript / TypeScript lowering carries down the tree. */
import type { Stmt } from '../../ir/types';
import type { SyntaxNode } from '../common';
import type { FoundNodes } from './foundNodes';

export type Ctx = {
  /** enclosing class, so `this.m()` and methods are named `Class.m` */
  className?: string;
  /** calls, yields, functions and classes of the whole file, found once (see scanStatement) */
  found: FoundNodes;
  /** whether a callee reads or writes (the language record's I/O names) */
  isIo: (callee: string) => boolean;
  /**
   * The statement lowering, for function and class bodies: passed in rather than imported so
   * functions.ts and statements.ts, which recurse into each other, do not import each other.
   */
  lowerBlock: (node: SyntaxNode | null, ctx: Ctx) => Stmt[];
};
