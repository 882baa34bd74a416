/**
 * Source expressions made language-neutral for pseudocode and structograms (decision 043): the
 * logical and comparison operators of every language become one notation (AND, OR, NOT, =, ≠, ≤,
 * ≥, TRUE, FALSE), outside string and character literals. Everything else stays as written: the
 * reader knows the program's names and calls, and rewriting more would guess.
 */

/** The parts of `text`: literals (kept verbatim) and code between them. */
function split(text: string): { code: boolean; text: string }[] {
  const parts: { code: boolean; text: string }[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      if (i > start) parts.push({ code: true, text: text.slice(start, i) });
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      parts.push({ code: false, text: text.slice(i, j + 1) });
      i = j + 1;
      start = i;
      continue;
    }
    i++;
  }
  if (start < text.length) parts.push({ code: true, text: text.slice(start) });
  return parts;
}

const RULES: [RegExp, string][] = [
  [/\s*&&\s*/g, ' AND '],
  [/\s*\|\|\s*/g, ' OR '],
  [/\bis\s+not\b/g, 'IS NOT'],
  [/\bis\b/g, 'IS'],
  [/\bnot\s+in\b/g, 'NOT IN'],
  [/\band\b/g, 'AND'],
  [/\bor\b/g, 'OR'],
  [/\bnot\b\s*/g, 'NOT '],
  [/!==?/g, '≠'],
  // a `!` after a name or a bracket is not NOT: Rust's macros (`println!(…)`), Kotlin's and
  // TypeScript's non-null assertions (`x!!`, `x!.y`)
  [/(?<![\w)\]]|[\w)\]]!)!(?!=)\s*/g, 'NOT '],
  [/===?/g, '='],
  [/<=(?!>)/g, '≤'], // not PHP's and Ruby's `<=>`
  [/>=/g, '≥'],
  [/\b(?:True|true)\b/g, 'TRUE'],
  [/\b(?:False|false)\b/g, 'FALSE'],
  // a bracket opened or closed at a line break of a statement written over several lines
  [/([([]) +/g, '$1'],
  [/ +([)\]])/g, '$1'],
];

/** `a && !b || x == 1` → `a AND NOT b OR x = 1`; literals untouched. */
export function neutralExpression(text: string): string {
  return split(oneLine(text))
    .map((p) => (p.code ? RULES.reduce((t, [re, by]) => t.replace(re, by), p.text) : p.text))
    .join('');
}

/** Whitespace runs (a statement written over several lines) as single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `(x > 0)` → `x > 0`, only when the outer parentheses enclose everything. */
export function unwrapParens(text: string): string {
  let t = text.trim();
  while (t.startsWith('(') && t.endsWith(')') && closingOf(t, 0) === t.length - 1) {
    t = t.slice(1, -1).trim();
  }
  return t;
}

/** Index of the bracket closing the one at `open` (literals skipped), or -1. */
export function closingOf(text: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * Splits at top-level occurrences of `sep` (not inside brackets or literals); `angles`: `<…>` are
 * brackets too (type arguments in a signature).
 */
export function splitTopLevel(text: string, sep: string, angles = false): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{' || (angles && c === '<')) depth++;
    else if (c === ')' || c === ']' || c === '}' || (angles && c === '>' && text[i - 1] !== '-')) {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

const NEGATED: Record<string, string> = {
  '<': '≥',
  '>': '≤',
  '≤': '>',
  '≥': '<',
  '=': '≠',
  '≠': '=',
};

/**
 * The negation of a neutral condition, as a teacher writes a REPEAT … UNTIL exit: one comparison
 * flips its operator (`x > 0` → `x ≤ 0`), anything else becomes `NOT (…)`.
 */
export function negate(cond: string): string {
  const t = unwrapParens(cond);
  if (/\b(?:AND|OR)\b/.test(t)) return `NOT (${t})`;
  const m = /^([^<>=≠≤≥]+?)\s*(<|>|≤|≥|=|≠)\s*([^<>=≠≤≥]+)$/.exec(t);
  if (m?.[1] && m[2] && m[3]) return `${m[1]} ${NEGATED[m[2]] ?? m[2]} ${m[3]}`;
  if (t.startsWith('NOT ')) return t.slice(4);
  return `NOT ${/^[\w.$]+$/.test(t) ? t : `(${t})`}`;
}
