/**
 * Call detection on statement text (cheaper than walking every expression node through the WASM
 * boundary, which matters for the 100k lines/s budget). String literals are blanked first so
 * `print("f(x)")` does not count as a call of `f`.
 */
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
const CALL = /([A-Za-z_][\w]*(?:\s*\.\s*[A-Za-z_]\w*)*)\s*\(/g;

export function callNames(text: string): string[] {
  if (!text.includes('(')) return [];
  const code = text.includes('"') || text.includes("'") ? text.replace(STRING, '""') : text;
  const out: string[] = [];
  for (const m of code.matchAll(CALL)) {
    const name = (m[1] ?? '').replace(/\s+/g, '');
    if (name && !KEYWORDS.has(name)) out.push(name);
    else if (name === 'print') out.push(name);
  }
  return out;
}

const IO_CALLS = new Set([
  'print',
  'input',
  'pprint',
  'pprint.pprint',
  'sys.stdout.write',
  'sys.stderr.write',
  'sys.stdin.read',
  'sys.stdin.readline',
  'sys.stdin.readlines',
  'raw_input',
]);

/** Statements that print or read: drawn as parallelograms. */
export function isIoCall(names: readonly string[]): boolean {
  return names.some((n) => IO_CALLS.has(n));
}
