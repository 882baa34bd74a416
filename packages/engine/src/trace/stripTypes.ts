/**
 * TypeScript → JavaScript for the trace checker, keeping every line where it was: type-only
 * syntax is overwritten with spaces (newlines kept), enums become one-line objects padded with the
 * newlines they spanned. Covers what the traced programs use (no decorators, namespaces or
 * overloads); anything else is a test-program error, not a product bug. Constructor parameter
 * properties (`constructor(private x: T)`) get their `this.x = x;` after `super(...)`.
 * `export` goes too: the programs run as a function body.
 */
import type { Node as SyntaxNode } from 'web-tree-sitter';
import { parse } from '../parse/parser';

/** Nodes removed whole. */
const TYPE_NODES = new Set([
  'type_annotation',
  'type_predicate_annotation',
  'asserts_annotation',
  'type_parameters',
  'type_arguments',
  'interface_declaration',
  'type_alias_declaration',
  'ambient_declaration',
  'function_signature',
  'abstract_method_signature',
  'index_signature',
  'accessibility_modifier',
  'implements_clause',
]);

/** Keyword tokens removed (modifiers and markers JavaScript has no use for). */
const TYPE_TOKENS = new Set(['abstract', 'readonly', 'override', 'declare']);

/** Marks code the stripping added, which the instrumenter must not trace. */
export const UNTRACED = '/*cf:untraced*/';

type Edit = { start: number; end: number; text?: string };

export async function stripTypes(source: string): Promise<string> {
  const tree = await parse('typescript', source);
  const edits: Edit[] = [];
  const visit = (n: SyntaxNode): void => {
    if (TYPE_NODES.has(n.type)) {
      edits.push({ start: n.startIndex, end: n.endIndex });
      return;
    }
    if (n.type === 'import_statement' && n.children.some((c) => c?.type === 'type')) {
      edits.push({ start: n.startIndex, end: n.endIndex });
      return;
    }
    if (n.type === 'export_statement') {
      // the programs run as a function body: `export {}` goes, `export const x` keeps `const x`
      const declaration = n.childForFieldName('declaration');
      if (!declaration) {
        edits.push({ start: n.startIndex, end: n.endIndex });
        return;
      }
      edits.push({ start: n.startIndex, end: declaration.startIndex });
      visit(declaration);
      return;
    }
    if (n.type === 'method_definition' && n.childForFieldName('name')?.text === 'constructor') {
      parameterProperties(n, edits);
    }
    if (n.type === 'enum_declaration') {
      edits.push({ start: n.startIndex, end: n.endIndex, text: enumObject(n) });
      return;
    }
    if (n.type === 'as_expression' || n.type === 'satisfies_expression') {
      const value = n.namedChildren[0];
      if (value) edits.push({ start: value.endIndex, end: n.endIndex });
    }
    for (const c of n.children) {
      if (!c) continue;
      if (!c.isNamed) {
        const marker =
          (c.type === '?' &&
            (n.type === 'optional_parameter' || n.type === 'public_field_definition')) ||
          (c.type === '!' &&
            (n.type === 'non_null_expression' || n.type === 'public_field_definition'));
        if (marker || TYPE_TOKENS.has(c.type)) edits.push({ start: c.startIndex, end: c.endIndex });
        continue;
      }
      visit(c);
    }
  };
  visit(tree.rootNode);
  tree.delete();
  // from the end; an insert at a removal's end goes after it, so it sorts first
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let code = source;
  for (const e of edits) {
    const old = code.slice(e.start, e.end);
    const text = e.text ?? old.replace(/[^\n]/g, ' ');
    code = code.slice(0, e.start) + text + code.slice(e.end);
  }
  return code;
}

function parameterProperties(ctor: SyntaxNode, edits: Edit[]): void {
  const names: string[] = [];
  for (const p of ctor.childForFieldName('parameters')?.namedChildren ?? []) {
    if (!p || (p.type !== 'required_parameter' && p.type !== 'optional_parameter')) continue;
    const modified = p.children.some(
      (c) => c?.type === 'accessibility_modifier' || c?.type === 'readonly',
    );
    const pattern = p.childForFieldName('pattern');
    if (modified && pattern?.type === 'identifier') names.push(pattern.text);
  }
  const body = ctor.childForFieldName('body');
  if (names.length === 0 || !body) return;
  const superCall = body.namedChildren.find(
    (s) => s?.type === 'expression_statement' && /^super\s*\(/.test(s.text),
  );
  const at = superCall ? superCall.endIndex : body.startIndex + 1;
  // not a statement of the source: the instrumenter leaves statements after UNTRACED untraced
  const assign = names.map((x) => `this.${x}=${x};`).join('');
  edits.push({ start: at, end: at, text: `${UNTRACED}${assign}` });
}

/** `enum E { A, B = 'b' }` → `var E = {"A":0,"B":'b'};` plus the newlines the enum spanned. */
function enumObject(n: SyntaxNode): string {
  const name = n.childForFieldName('name')?.text ?? 'E';
  const body = n.childForFieldName('body');
  const members: string[] = [];
  let next = 0;
  for (const m of body?.namedChildren ?? []) {
    if (!m || m.type === 'comment') continue;
    const key = (m.type === 'enum_assignment' ? m.childForFieldName('name') : m)?.text ?? '';
    const value = m.type === 'enum_assignment' ? m.childForFieldName('value')?.text : undefined;
    if (value !== undefined && /^\d+$/.test(value)) next = Number(value);
    members.push(`${JSON.stringify(key)}:${value ?? String(next)}`);
    next++;
  }
  const newlines = n.text.split('\n').length - 1;
  return `var ${name}={${members.join(',')}};` + '\n'.repeat(newlines);
}
