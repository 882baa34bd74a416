/**
 * Call detection on statement text (cheaper than walking every expression node through the WASM
 * boundary, which matters for the 100k lines/s budget). String literals are blanked first so
 * `print("f(x)")` does not count as a call of `f`.
 */
import { ioNames } from '../shared/ioNames';

const KEYWORDS = new Set([
  'if',
  'elif',
  'while',
  'for',
  'in',
  'not',
  'and',
  'or',
  'is',
  'return',
  'yield',
  'await',
  'assert',
  'del',
  'lambda',
  'else',
  'with',
  'as',
  'raise',
  'from',
  'import',
  'except',
  'print', // python 2 statement form is handled by the io check
]);

const STRING = /("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')/g;
export function callNames(text: string): string[] {
  if (!text.includes('(')) return [];
  const quoted = text.includes('"') || text.includes("'") ? text.replace(STRING, '""') : text;
  // a lambda's body runs later, elsewhere: its calls are not the statement's (issue 22 item 11)
  const code = quoted.includes('lambda') ? withoutLambdaBodies(quoted) : quoted;
  const out: string[] = [];
  for (let paren = code.indexOf('('); paren >= 0; paren = code.indexOf('(', paren + 1)) {
    const name = nameBefore(code, paren);
    if (name && (!KEYWORDS.has(name) || name === 'print')) out.push(receiverAware(name));
  }
  return out;
}

/** `self.f` / `cls.f` are the class's own methods: written `this.f`, as `Simple.calls` says. */
function receiverAware(name: string): string {
  if (name.startsWith('self.')) return `this.${name.slice(5)}`;
  if (name.startsWith('cls.')) return `this.${name.slice(4)}`;
  return name;
}

const LAMBDA = /\blambda\b[^:]*:/g;

/** The text with every lambda body blanked up to the `,` or closing bracket that ends it. */
function withoutLambdaBodies(code: string): string {
  let out = '';
  let from = 0;
  LAMBDA.lastIndex = 0;
  for (let m = LAMBDA.exec(code); m; m = LAMBDA.exec(code)) {
    if (m.index < from) continue;
    let i = m.index + m[0].length;
    let depth = 0;
    for (; i < code.length; i++) {
      const c = code[i];
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) break;
    }
    out += code.slice(from, m.index + m[0].length) + ' ';
    from = i;
    LAMBDA.lastIndex = i;
  }
  return out + code.slice(from);
}

/**
 * The dotted name called by the `(` at `paren`, spaces removed (`a . b (` -> `a.b`), or '' when
 * none: what `/([A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)*)\s*\(/g` finds, read backwards from each
 * `(` instead of retrying the regex at every position of the text.
 */
function nameBefore(code: string, paren: number): string {
  let end = skipSpaceBack(code, paren);
  let name = '';
  for (;;) {
    let start = end;
    while (start > 0 && isWord(code.charCodeAt(start - 1))) start--;
    // a segment cannot start with a digit: its leading digits are not part of the name
    let first = start;
    while (first < end && isDigit(code.charCodeAt(first))) first++;
    // `f().add(`, `xs[0].add(`: a method of a value, never a bare `add`
    if (first === end) return name !== '' && end > 0 && first === start ? `().${name}` : name;
    const segment = code.slice(first, end);
    name = name === '' ? segment : `${segment}.${name}`;
    if (first > start) return name;
    const dot = skipSpaceBack(code, start);
    if (dot === 0 || code.charCodeAt(dot - 1) !== 46) return name;
    end = skipSpaceBack(code, dot - 1);
  }
}

function isWord(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

const SPACE = /\s/;

/** Index just after the last character before `i` that is not a space (as `\s` counts them). */
function skipSpaceBack(code: string, i: number): number {
  let k = i;
  for (; k > 0; k--) {
    const c = code.charCodeAt(k - 1);
    if (c === 32 || (c >= 9 && c <= 13)) continue;
    if (c > 127 && SPACE.test(code.charAt(k - 1))) continue;
    break;
  }
  return k;
}

const IO_CALLS = ioNames('python').calls;

/** Statements that print or read: drawn as parallelograms. */
export function isIoCall(names: readonly string[]): boolean {
  return names.some((n) => IO_CALLS.has(n));
}
