/** A whole JavaScript / TypeScript file (or snippet) → IR Program. */
import { Parser, type Tree } from 'web-tree-sitter';
import type { Program, Stmt } from '../../ir/types';
import { namedChildren, rangeOf, syntaxErrors, type SyntaxNode } from '../common';
import { ioCallee } from './calls';
import type { Ctx } from './ctx';
import { foundNodes } from './foundNodes';
import { lowerFunction } from './functions';
import { definedNames, resolveCalls, resolvedCopy } from './resolveCalls';
import { reusing, type TopLevelReuse } from '../topLevelReuse';
import { lowerBlock, lowerStatements } from './statements';

/**
 * A pasted method (`async load(id) { ... }`) starts like this, parameters and `{` included; a
 * class around it makes it parse (a second parse, so only for code that looks like one).
 * No two `\s*` can match the same spaces (a long run of spaces must not cost quadratic time).
 */
const METHOD_START =
  /^\s*(?:(?:public|private|protected|static|async|override|readonly|get|set)\s+)*(?:\*\s*)?[A-Za-z_$#][\w$]*\s*(?:<[^>]*>\s*)?\([^)]*\)[^{;\n]*\{/;
const SNIPPET_CLASS = 'class __CodeflowSnippet { ';

/**
 * `reuse`: an unchanged top-level statement keeps its IR as lowered, which depends on its text
 * alone; what depends on the rest of the file, its calls kept to the file's functions
 * (resolveCalls), is then done on a copy, made again only when those functions change. Names
 * of anonymous functions and labels hold their line: such a statement is reused only unmoved.
 * Not for a method parsed inside a class we added.
 */
/** anonymous functions and labels are named after their line (`<anonymous@12>`) */
const NAMES_LINES = { namesLines: true };

export function lowerProgram(
  tree: Tree,
  code: string,
  language: 'javascript' | 'typescript',
  reuse?: TopLevelReuse,
): Program {
  let root = tree.rootNode;
  let diagnostics = syntaxErrors(root);
  let members: SyntaxNode[] | undefined;
  if (root.hasError && METHOD_START.test(code)) {
    const wrapped = reparse(tree, SNIPPET_CLASS + code + '\n}');
    if (wrapped) {
      const classBody = wrapped.rootNode.namedChildren[0]?.childForFieldName('body');
      const errors = syntaxErrors(wrapped.rootNode);
      if (classBody && errors.length < diagnostics.length) {
        root = wrapped.rootNode;
        diagnostics = errors;
        members = namedChildren(classBody);
      }
    }
  }
  const found = foundNodes(root);
  const isIo = ioCallee(language);
  const ctx: Ctx = {
    get found() {
      return found.whole();
    },
    isIo,
    lowerBlock,
  };
  if (members) {
    const body = members.flatMap((m): Stmt[] =>
      m.type === 'method_definition' ? [lowerFunction(m, ctx)] : [],
    );
    resolveCalls(body);
    return { language, body, diagnostics };
  }
  const statement = reusing(
    reuse,
    code,
    (node) => lowerStatements([node], reuse ? { found: found.of(node), isIo, lowerBlock } : ctx),
    () => NAMES_LINES,
  );
  const groups = lowerTopLevel(namedChildren(root), ctx, statement);
  if (!reuse) {
    const body = groups.flat();
    resolveCalls(body);
    return { language, body, diagnostics };
  }
  const defined = definedNames(groups.flat());
  const names = [...defined].sort().join('\n');
  const body = groups.flatMap((g) => resolvedCopy(g, defined, names));
  return { language, body, diagnostics };
}

function reparse(tree: Tree, code: string): Tree | null {
  // the language is loaded and the runtime initialised (we hold a tree), so this is synchronous
  const parser = new Parser();
  try {
    parser.setLanguage(tree.language);
    return parser.parse(code);
  } finally {
    parser.delete();
  }
}

/**
 * Top-level statements, recognising a bare method pasted on its own: tree-sitter reads
 * `name(a, b) {` as a call followed by a block, which would run the call and then the body.
 * `statement` lowers each other node; one list of statements per node (or pair).
 */
function lowerTopLevel(
  nodes: SyntaxNode[],
  ctx: Ctx,
  statement: (node: SyntaxNode) => Stmt[],
): Stmt[][] {
  const out: Stmt[][] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as SyntaxNode;
    const next = nodes[i + 1];
    if (next && isBareMethodHead(node, next)) {
      // two nodes: lowered each time (reuse keys one node's text)
      out.push([bareMethod(node, next, ctx)]);
      i++;
      continue;
    }
    out.push(statement(node));
  }
  return out;
}

function isBareMethodHead(node: SyntaxNode, next: SyntaxNode): boolean {
  if (node.type !== 'expression_statement' || next.type !== 'statement_block') return false;
  if (node.text.trimEnd().endsWith(';')) return false;
  const call = namedChildren(node)[0];
  if (call?.type !== 'call_expression' || call.childForFieldName('function')?.type !== 'identifier')
    return false;
  if (next.startPosition.row !== call.endPosition.row) return false;
  const args = call.childForFieldName('arguments');
  const params = args ? namedChildren(args) : [];
  return params.every((p) =>
    ['identifier', 'assignment_expression', 'object', 'array', 'spread_element'].includes(p.type),
  );
}

function bareMethod(head: SyntaxNode, block: SyntaxNode, ctx: Ctx): Stmt {
  const call = namedChildren(head)[0] as SyntaxNode;
  const name = call.childForFieldName('function')?.text ?? '<anonymous>';
  const body = lowerStatements(namedChildren(block), ctx);
  const start = rangeOf(head).startLine;
  return {
    type: 'function',
    kind: 'function',
    name,
    signature: call.text.replace(/\s+/g, ' '),
    range: { startLine: start, endLine: rangeOf(block).endLine },
    headerRange: { startLine: start, endLine: rangeOf(block).startLine },
    body,
    executes: false,
  };
}
