/**
 * The local variables a JavaScript trace site shows (decision 041, update of 2026-11-27): its
 * function's parameters, `var`s and function declarations, and the `let`/`const`/`class` bindings
 * of the blocks around the site, the innermost of a shadowed name winning. Which bindings are
 * still in their temporal dead zone is known from the statement order of each block (a binding
 * declared at or after the statement being traced is not initialized yet); in a `switch`, whose
 * clauses share one scope, it is not, so those are read inside a `try`.
 */
import type { Node as SyntaxNode } from 'web-tree-sitter';

/** `at`: the index of the statement declaring it in its block; -1: initialized all along. */
export type Binding = { name: string; at: number };

export type Scope = { bindings: Binding[]; current: number; uncertain: boolean };

/** The names a binding pattern declares: `a`, `{ a, b: [c, d = 1], ...e }`, `(x, y = 2)`. */
export function patternNames(n: SyntaxNode | null | undefined): string[] {
  if (!n) return [];
  switch (n.type) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern':
      return [n.text];
    case 'assignment_pattern':
    case 'object_assignment_pattern':
      return patternNames(n.childForFieldName('left'));
    case 'pair_pattern':
      return patternNames(n.childForFieldName('value'));
    case 'rest_pattern':
    case 'object_pattern':
    case 'array_pattern':
    case 'formal_parameters':
      return n.namedChildren.flatMap((c) => patternNames(c));
    default:
      return [];
  }
}

const declarators = (n: SyntaxNode): string[] =>
  n.namedChildren
    .filter((c): c is SyntaxNode => c?.type === 'variable_declarator')
    .flatMap((d) => patternNames(d.childForFieldName('name')));

/** The lexical bindings of a block's statements, and its (hoisted) function declarations. */
export function blockBindings(statements: readonly SyntaxNode[]): Binding[] {
  const bindings: Binding[] = [];
  statements.forEach((s, at) => {
    if (s.type === 'lexical_declaration') {
      for (const name of declarators(s)) bindings.push({ name, at });
    } else if (s.type === 'class_declaration') {
      const name = s.childForFieldName('name')?.text;
      if (name) bindings.push({ name, at });
    } else if (s.type === 'function_declaration' || s.type === 'generator_function_declaration') {
      const name = s.childForFieldName('name')?.text;
      if (name) bindings.push({ name, at: -1 });
    }
  });
  return bindings;
}

/** A function's parameters and the `var`s of its body (not of functions nested in it). */
export function functionBindings(
  fn: SyntaxNode | null,
  body: SyntaxNode,
  isFunction: (n: SyntaxNode) => boolean,
): Binding[] {
  const names = fn
    ? patternNames(fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter'))
    : [];
  const walk = (n: SyntaxNode): void => {
    if (n.type === 'variable_declaration') names.push(...declarators(n));
    if (n.type === 'for_in_statement' && n.childForFieldName('kind')?.text === 'var') {
      names.push(...patternNames(n.childForFieldName('left')));
    }
    for (const c of n.namedChildren) if (c && !isFunction(c)) walk(c);
  };
  walk(body);
  return names.map((name) => ({ name, at: -1 }));
}

/**
 * The scopes of the function being instrumented, outermost first; `site()` is what a trace call
 * at the current position passes: the index of its names in the program's table and a reader of
 * their values (`__U` for one not initialized yet).
 */
export class ScopeChain {
  private readonly stack: Scope[] = [];

  constructor(private readonly table: NameTable) {}

  push(bindings: Binding[], uncertain = false): Scope {
    const scope: Scope = { bindings, current: 0, uncertain };
    this.stack.push(scope);
    return scope;
  }

  pop(): void {
    this.stack.pop();
  }

  /** `,__N[k],()=>[a,b]` (empty when nothing is in scope). */
  site(): string {
    const status = new Map<string, 'ok' | 'tdz' | 'maybe'>();
    for (const scope of this.stack) {
      for (const b of scope.bindings) {
        // re-inserted so the innermost of a shadowed name decides, in the outer one's place
        const state =
          b.at < 0 ? 'ok' : scope.uncertain ? 'maybe' : b.at < scope.current ? 'ok' : 'tdz';
        status.set(b.name, state);
      }
    }
    if (status.size === 0) return '';
    const names = [...status.keys()];
    const reads = names.map((name) => {
      const state = status.get(name);
      if (state === 'ok') return name;
      if (state === 'tdz') return '__U';
      return `(()=>{try{return ${name}}catch{return __U}})()`;
    });
    return `,__N[${this.table.index(names)}],()=>[${reads.join(',')}]`;
  }
}

/** The program's name lists, shared by the sites that see the same names (`const __N=[…]`). */
export class NameTable {
  private readonly lists: string[][] = [];
  private readonly byKey = new Map<string, number>();

  index(names: string[]): number {
    const key = names.join(',');
    let at = this.byKey.get(key);
    if (at === undefined) {
      at = this.lists.length;
      this.lists.push(names);
      this.byKey.set(key, at);
    }
    return at;
  }

  /** The declaration to put before the program (on its first line: no line moves). */
  declaration(): string {
    return this.lists.length === 0 ? '' : `const __N=${JSON.stringify(this.lists)};`;
  }
}
