/**
 * A chart's heading in pseudocode: `FUNCTION grade(score)` from any language's signature (the
 * parameter names only: types, defaults and `self` are the language's, not the algorithm's).
 */
import type { ChartKind } from '../graph/types';
import { closingOf, splitTopLevel } from './expression';

function parameterName(param: string, nameFirst: boolean): string {
  let p = param.replace(/=.*$/s, '').trim();
  const colon = p.search(/(?<!:):(?!:)/);
  if (colon >= 0) p = p.slice(0, colon).trim();
  p = p.replace(/\[\s*\]/g, '').replace(/\?$/, '');
  const names = p.match(/[A-Za-z_$][\w$]*/g);
  if (/^[[{]/.test(p)) return p;
  // Go writes the name before the type (`n int`, `xs ...int`); the others the type first
  return (nameFirst ? names?.[0] : names?.[names.length - 1]) ?? p;
}

/** The parameter names of a signature: `int f(int a, char *b)` → `a, b`. */
export function parameterNames(name: string, signature: string): string[] {
  const short = name.split(/\.|::/).pop() ?? name;
  const at = signature.indexOf(`${short}(`);
  const open = at >= 0 ? at + short.length : signature.indexOf('(');
  if (open < 0) return [];
  const close = closingOf(signature, open);
  if (close < 0) return [];
  const params = splitTopLevel(signature.slice(open + 1, close), ',', true)
    .filter((p) => p !== 'void' && p !== '*' && p !== '/')
    .map((p) => parameterName(p, /^func\b/.test(signature)));
  return params.filter((p, i) => !(i === 0 && (p === 'self' || p === 'cls')));
}

export function heading(kind: ChartKind, name: string, signature: string): string {
  const short = name.split(/\.|::/).pop() ?? name;
  if (kind === 'class') return `CLASS ${short}`;
  return `FUNCTION ${short}(${parameterNames(name, signature).join(', ')})`;
}
