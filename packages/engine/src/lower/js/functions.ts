/** Functions, methods and classes → FunctionDef (each gets its own chart in build). */
import type { FunctionDef, Stmt } from '../../ir/types';
import { oneLine, rangeOf, type SyntaxNode } from '../common';
import { bindingName, propertyName } from './bindingName';
import type { Ctx } from './ctx';
import { scanStatement } from './scanStatement';
import { CLASS_TYPES, headerRange, headerText, token } from './syntax';

type Named = { name: string; method: boolean };

function anonymous(node: SyntaxNode): string {
  return `<anonymous@${node.startPosition.row + 1}>`;
}

function functionName(node: SyntaxNode, ctx: Ctx): Named {
  if (node.type === 'method_definition') {
    const key = node.childForFieldName('name');
    const base = key ? propertyName(key) : anonymous(node);
    const accessor = token(node, 'get') ? 'get ' : token(node, 'set') ? 'set ' : '';
    // a method of an object literal is named after the object, like a class method
    const owner =
      node.parent?.type === 'class_body'
        ? ctx.className
        : node.parent
          ? bindingName(node.parent, ctx)
          : undefined;
    return { name: owner ? `${owner}.${accessor}${base}` : `${accessor}${base}`, method: true };
  }
  const own = node.childForFieldName('name');
  if (own && FUNCTION_DECLARATIONS.has(node.type)) return { name: own.text, method: false };
  const bound = bindingName(node, ctx);
  // `o.m = function` is a method of o; `module.exports = function` is a plain function
  if (bound)
    return { name: bound, method: bound.includes('.') && !/^(module\.)?exports\b/.test(bound) };
  if (own) return { name: own.text, method: false };
  return { name: anonymous(node), method: false };
}

/** Decorators written on a class member: children (javascript) or preceding siblings (typescript). */
function decoratorsOf(node: SyntaxNode): string[] {
  // only class members and classes take decorators; the text test avoids walking every function
  if (!node.text.startsWith('@') && node.parent?.type !== 'class_body') return [];
  const out: string[] = [];
  for (const c of node.children) if (c?.type === 'decorator') out.push(oneLine(c.text));
  let prev = node.previousNamedSibling;
  const before: string[] = [];
  while (prev?.type === 'decorator') {
    before.unshift(oneLine(prev.text));
    prev = prev.previousNamedSibling;
  }
  return [...before, ...out];
}

/**
 * A function node → FunctionDef. `statement` is the statement that binds it when that statement
 * is nothing but the binding (`const f = () => {}`): the chart then spans it and the binding is
 * executed in place.
 */
export function lowerFunction(node: SyntaxNode, ctx: Ctx, statement?: SyntaxNode): FunctionDef {
  const { name, method } = functionName(node, ctx);
  const bodyNode = node.childForFieldName('body');
  const outer = statement ?? node;
  let body: Stmt[];
  if (bodyNode?.type === 'statement_block') {
    body = ctx.lowerBlock(bodyNode, ctx);
  } else if (bodyNode) {
    // expression-bodied arrow: its value is returned
    body = [{ type: 'return', text: oneLine(bodyNode.text), range: rangeOf(bodyNode) }];
  } else {
    body = [];
  }
  const decorators = decoratorsOf(node);
  const def: FunctionDef = {
    type: 'function',
    kind: method ? 'method' : 'function',
    name,
    signature: signatureOf(node, name, bodyNode),
    range: rangeOf(outer),
    headerRange: headerRange(outer, bodyNode?.type === 'statement_block' ? bodyNode : null),
    body,
    // declarations are hoisted (no step in the enclosing flow); a binding statement runs in place
    executes: statement !== undefined,
  };
  if (decorators.length > 0) def.decorators = decorators;
  return def;
}

function lastDecorator(node: SyntaxNode): SyntaxNode | undefined {
  let last: SyntaxNode | undefined;
  for (const c of node.children) if (c?.type === 'decorator') last = c;
  return last;
}

/** The chart title: the header as written, prefixed with the binding for a function value. */
function signatureOf(node: SyntaxNode, name: string, body: SyntaxNode | null): string {
  if (node.type === 'method_definition' || FUNCTION_DECLARATIONS.has(node.type)) {
    return headerText(node, body, lastDecorator(node));
  }
  // `f = async (x) =>`: reads as a definition both as the chart's Start and as the step that
  // binds it (a bare `f(x)` would read as a call)
  const header = headerText(node, body);
  return name.startsWith('<anonymous') ? header : `${name} = ${header}`;
}

const FUNCTION_DECLARATIONS = new Set(['function_declaration', 'generator_function_declaration']);

/** A class (declaration or expression) → FunctionDef of kind class, members nested. */
export function lowerClass(node: SyntaxNode, ctx: Ctx, statement?: SyntaxNode): FunctionDef {
  const own = node.childForFieldName('name');
  const name = own?.text ?? bindingName(node, ctx) ?? anonymous(node);
  const bodyNode = node.childForFieldName('body');
  const inner: Ctx = { ...ctx, className: name };
  const body: Stmt[] = [];
  for (const member of bodyNode?.namedChildren ?? []) {
    if (!member) continue;
    if (member.type === 'method_definition') {
      if (member.childForFieldName('body')) body.push(lowerFunction(member, inner));
    } else if (member.type === 'class_static_block') {
      body.push(lowerStaticBlock(member, inner, name));
    } else if (member.type === 'field_definition' || member.type === 'public_field_definition') {
      const scan = scanStatement(member, inner);
      body.push({
        type: 'simple',
        kind: 'declaration',
        text: scan.text,
        range: rangeOf(member),
      });
      body.push(...chartsOf(scan.owned, inner));
    }
    // signatures, index signatures, decorators (attached to their member), `;`: nothing runs
  }
  const def: FunctionDef = {
    type: 'function',
    kind: 'class',
    name,
    signature: headerText(node, bodyNode),
    range: rangeOf(statement ?? node),
    headerRange: headerRange(statement ?? node, bodyNode),
    body,
    // a class declaration is evaluated where it stands (unlike a hoisted function)
    executes: node.type !== 'class' || statement !== undefined,
  };
  const decorators = decoratorsOf(node);
  if (decorators.length > 0) def.decorators = decorators;
  return def;
}

function lowerStaticBlock(node: SyntaxNode, ctx: Ctx, className: string): FunctionDef {
  const block =
    node.childForFieldName('body') ?? node.namedChildren.find((c) => c?.type === 'statement_block');
  return {
    type: 'function',
    kind: 'method',
    name: `${className}.static`,
    signature: 'static',
    range: rangeOf(node),
    headerRange: headerRange(node, block ?? null),
    body: block ? ctx.lowerBlock(block, ctx) : [],
    executes: false,
  };
}

/**
 * Charts for the functions and classes inside a statement's expressions (callbacks, object-literal
 * methods, `o.m = function () {}`), found by `scanStatement`: they are not steps of the enclosing
 * flow, the statement is drawn as one node.
 */
export function chartsOf(owned: readonly SyntaxNode[], ctx: Ctx): FunctionDef[] {
  return owned.map((n) =>
    CLASS_TYPES.has(n.type) ? { ...lowerClass(n, ctx), executes: false } : lowerFunction(n, ctx),
  );
}
