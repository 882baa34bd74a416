/**
 * Snippet support: code pasted without its surrounding function or class does not parse cleanly,
 * so the lowering re-parses it inside a wrapper and keeps whichever parse has fewer errors.
 * Wrappers open on the same line as the first code line, so line numbers stay equal.
 */
import { Parser, type Language, type Tree } from 'web-tree-sitter';
import { syntaxErrors } from '../common';

export type Wrapping = {
  /** what this wrapper adds, so the lowering can unwrap it */
  kind: string;
  /** opens the wrapper; must hold no newline */
  prefix: string;
  suffix: string;
  /** a line-preserving rewrite of the code applied before wrapping */
  transform?: (code: string) => string;
};

export type ParseChoice = {
  tree: Tree;
  code: string;
  wrapping?: Wrapping;
  /** frees the re-parsed tree (never the caller's) */
  release: () => void;
};

// The Lowering interface is synchronous, but the runtime and grammar are already loaded once a
// tree exists, so a parser for `tree.language` can be created and used synchronously.
const parsers = new Map<Language, Parser>();

function parserFor(language: Language): Parser {
  let parser = parsers.get(language);
  if (!parser) {
    parser = new Parser();
    parser.setLanguage(language);
    parsers.set(language, parser);
  }
  return parser;
}

function errorCount(tree: Tree): number {
  return syntaxErrors(tree.rootNode).length;
}

export function bestParse(tree: Tree, code: string, wrappings: Wrapping[]): ParseChoice {
  let best: ParseChoice = { tree, code, release: () => undefined };
  let bestErrors = errorCount(tree);
  if (bestErrors === 0 || code.trim() === '') return best;
  for (const wrapping of wrappings) {
    const source = wrapping.transform ? wrapping.transform(code) : code;
    const wrapped = wrapping.prefix + source + wrapping.suffix;
    const candidate = parserFor(tree.language).parse(wrapped);
    if (!candidate) continue;
    const errors = errorCount(candidate);
    if (errors < bestErrors) {
      best.release();
      best = { tree: candidate, code: wrapped, wrapping, release: () => candidate.delete() };
      bestErrors = errors;
      if (errors === 0) break;
    } else {
      candidate.delete();
    }
  }
  return best;
}
