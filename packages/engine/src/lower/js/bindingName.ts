/** Names of function values: the binding or property a function or class is stored in. */
import { oneLine, type SyntaxNode } from '../common';
import type { Ctx } from './ctx';

/** Name of the property / binding a function value is stored in (`const f =`, `o.m =`, `{ m: }`). */
export function bindingName(node: SyntaxNode, ctx: Ctx): string | undefined {
  const parent = node.parent;
  if (!parent) return undefined;
  switch (parent.type) {
    case 'variable_declarator': {
      const name = parent.childForFieldName('name');
      return name?.type === 'identifier' ? name.text : undefined;
    }
    case 'assignment_expression': {
      const left = parent.childForFieldName('left');
      if (!left || left.id === node.id) return undefined;
      return oneLine(left.text).replace(/^this\./, ctx.className ? `${ctx.className}.` : 'this.');
    }
    case 'pair': {
      const key = parent.childForFieldName('key');
      if (!key || key.id === node.id) return undefined;
      const owner = parent.parent ? bindingName(parent.parent, ctx) : undefined;
      return owner ? `${owner}.${propertyName(key)}` : propertyName(key);
    }
    case 'field_definition':
    case 'public_field_definition': {
      const key = parent.childForFieldName('property') ?? parent.childForFieldName('name');
      return key && ctx.className ? `${ctx.className}.${propertyName(key)}` : undefined;
    }
    case 'parenthesized_expression':
    case 'as_expression':
    case 'satisfies_expression':
    case 'non_null_expression':
      return bindingName(parent, ctx);
    case 'export_statement':
      // `export default function () {}`; `export function f` keeps its own name
      return parent.childForFieldName('value')?.id === node.id ? 'default' : undefined;
    default:
      return undefined;
  }
}

export function propertyName(key: SyntaxNode): string {
  return key.type === 'string' ? key.text.slice(1, -1) : oneLine(key.text);
}
