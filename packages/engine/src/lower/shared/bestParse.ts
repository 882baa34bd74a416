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
  /**
   * Tried even when the plain parse has no errors, and kept when it has no more of them: PHP
   * without its `<?php` tag parses cleanly, as HTML text.
   */
  always?: boolean;
};

export type ParseChoice = {
  tree: Tree;
  /**
   * The text the tree was parsed from, with the wrapper (if any) blanked: same length and lines,
   * so offsets into the tree cut labels from it that hold only the user's text.
   */
  code: string;
  wrapping?: Wrapping;
  /** where the user's code lies in `code` (`[0, code.length)` when not wrapped) */
  userStart: number;
  userEnd: number;
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

/** Wrapper text as spaces, keeping its newlines. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

function errorCount(tree: Tree): number {
  return syntaxErrors(tree.rootNode).length;
}

export function bestParse(tree: Tree, code: string, wrappings: Wrapping[]): ParseChoice {
  let best: ParseChoice = {
    tree,
    code,
    userStart: 0,
    userEnd: code.length,
    release: () => undefined,
  };
  let bestErrors = errorCount(tree);
  if ((bestErrors === 0 && !wrappings.some((w) => w.always)) || code.trim() === '') return best;
  for (const wrapping of wrappings) {
    const source = wrapping.transform ? wrapping.transform(code) : code;
    const wrapped = wrapping.prefix + source + wrapping.suffix;
    const candidate = parserFor(tree.language).parse(wrapped);
    if (!candidate) continue;
    const errors = errorCount(candidate);
    if (errors < bestErrors || (wrapping.always === true && errors <= bestErrors)) {
      best.release();
      best = {
        tree: candidate,
        code: blank(wrapping.prefix) + source + blank(wrapping.suffix),
        wrapping,
        userStart: wrapping.prefix.length,
        userEnd: wrapping.prefix.length + source.length,
        release: () => candidate.delete(),
      };
      bestErrors = errors;
      if (errors === 0) break;
    } else {
      candidate.delete();
    }
  }
  return best;
}
