/**
 * One statement of the IR as a line of pseudocode (decision 043): the words a teacher writes
 * (`x ← 5`, `OUTPUT "Hello", name`, `INPUT age`, `CALL sort(list)`, `RETURN x`), shared by the
 * pseudocode text and the structogram, so both say the same thing.
 */
import type { Simple } from '../ir/types';
import { closingOf, neutralExpression, oneLine, splitTopLevel } from './expression';

const INPUT_CALL =
  /\b(?:input|raw_input|scanf|fscanf|sscanf|gets|fgets|getline|getchar|readLine|readline|readln|ReadLine|Scan|Scanln|Scanf|prompt|nextLine|nextInt|nextDouble|next|read)\s*\(|\bgets\b/;
const OUTPUT_CALL =
  /^(?:print|printf|println|puts|putchar|fprintf|console\.(?:log|info|warn|error)|System\.(?:out|err)\.(?:println|print|printf)|sys\.stdout\.write|sys\.stderr\.write|process\.stdout\.write|std::printf|alert|document\.write|fmt\.(?:Println|Printf|Print)|e?print(?:ln)?!|Console\.(?:WriteLine|Write)|echo|p)\s*\(/;
/** Output statements written without parentheses: PHP's `echo a, b`, Ruby's `puts a`. */
const OUTPUT_WORD = /^(?:echo|print|puts|p)\s+(?![=(])(.+)$/s;
const IMPORT =
  /^(?:import|from\s+\S+\s+import|#\s*include|#\s*define|#\s*pragma|using\s|package\s|export\s+\*)/;
/**
 * A declaration or assignment, `[type words] name [: type] = value`, found by one scan (a
 * pattern with optional type words backtracks exponentially on long statements): the first
 * `=` outside brackets and literals that is not part of `==`, `<=`, `>=`, `!=`, `=>` or `+=`,
 * with only names and type punctuation before it; the name is the last one there.
 */
function splitAssignment(text: string): { name: string; value: string } | null {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === '=' && depth === 0) {
      const before = text[i - 1] ?? '';
      const after = text[i + 1] ?? '';
      if (before === ':' && text[i - 2] !== ':' && after !== '=') {
        // Go's `x := v` and `q, err := f()`: a declaration with its value
        const names = text.slice(0, i - 1).trim();
        const value = text.slice(i + 1).trim();
        if (/^[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*$/.test(names) && value) {
          return { name: names.replace(/\s*,\s*/g, ', '), value };
        }
        return null;
      }
      if (after === '=' || after === '>' || /[=<>!+\-*/%&|^:]/.test(before)) return null;
      let left = text.slice(0, i).trim();
      const colon = left.search(/(?<!:):(?!:)/);
      if (colon > 0) left = left.slice(0, colon).trim();
      if (!/^[\w$.:<>,[\]\s*&]+$/.test(left)) return null;
      const name = /([A-Za-z_$][\w$.]*(?:\[[^\]]*\])*)$/.exec(left)?.[1];
      const value = text.slice(i + 1).trim();
      return name && value ? { name, value } : null;
    }
  }
  return null;
}
const COMPOUND =
  /^([A-Za-z_$][\w$.]*(?:\[[^\]]*\])*)\s*(\+|-|\*|\/|%|\/\/|\*\*|<<|>>|&|\||\^)=\s*(.+)$/;
const INCREMENT = /^(?:(\+\+|--)\s*([A-Za-z_$][\w$.]*)|([A-Za-z_$][\w$.]*)\s*(\+\+|--))$/;
const KEYWORD = /^(?:return|throw|raise|yield|break|continue|goto)\b\s*/;

/** Strips a trailing `;` and joins the lines. */
export function statementCore(text: string): string {
  return oneLine(text).replace(/;+$/, '').trim();
}

/** `"Done\n"` → `"Done"`: the line break is how output looks, not what it says. */
function withoutNewline(arg: string): string {
  return arg.replace(/\\n(["'])$/, '$1');
}

/** `print("a", b)` → `"a", b`; `cout << a << endl` → `a`. */
function outputArgs(text: string): string | null {
  if (/^(?:std::)?(?:cout|cerr)\s*<</.test(text)) {
    const parts = splitTopLevel(text, '<<').slice(1);
    return parts
      .filter((p) => !/^(?:std::)?endl$/.test(p))
      .map(withoutNewline)
      .join(', ');
  }
  const word = OUTPUT_WORD.exec(text);
  if (word?.[1]) {
    return splitTopLevel(word[1], ',')
      .map(withoutNewline)
      .filter((a) => a !== '""' && a !== "''")
      .join(', ');
  }
  const m = OUTPUT_CALL.exec(text);
  if (!m) return null;
  const open = m[0].length - 1;
  const close = closingOf(text, open);
  if (close < 0) return null;
  const args = splitTopLevel(text.slice(open + 1, close), ',');
  // printf's format string says how, not what: the values are the output
  const first = args[0] ?? '';
  if (/printf$/i.test(m[0].slice(0, -1).trim()) && /^"[^"]*%/.test(first) && args.length > 1)
    args.shift();
  // Rust's `println!("{} {}", a, b)`: the same, with `{}` placeholders
  if (/!$/.test(m[0].slice(0, -1).trim()) && /^"[^"]*\{/.test(first) && args.length > 1)
    args.shift();
  return args
    .filter((a) => !/^(?:end|sep|file|flush)\s*=/.test(a))
    .map(withoutNewline)
    .filter((a) => a !== '""' && a !== "''")
    .join(', ');
}

/** `x = int(input("Age? "))` → `INPUT x`; `cin >> a >> b` → `INPUT a, b`. */
function inputLine(text: string): string | null {
  if (/^(?:std::)?cin\s*>>/.test(text)) {
    return `INPUT ${splitTopLevel(text, '>>').slice(1).join(', ')}`;
  }
  if (!INPUT_CALL.test(text)) return null;
  const assigned = splitAssignment(text);
  if (assigned) return `INPUT ${assigned.name}`;
  const scanned = /^s?scanf\s*\(\s*"[^"]*"\s*,(.*)\)$/.exec(text);
  if (scanned?.[1]) {
    return `INPUT ${splitTopLevel(scanned[1], ',')
      .map((a) => a.replace(/^&/, ''))
      .join(', ')}`;
  }
  return `INPUT ${text}`;
}

/** A simple statement as pseudocode; `null` for what a teacher leaves out (imports, `pass`). */
export function simpleText(s: Simple): string | null {
  const text = statementCore(s.text);
  if (s.kind === 'pass' || text === '' || text === 'pass') return null;
  if (s.kind === 'declaration' && IMPORT.test(text)) return null;
  if (s.kind === 'io') {
    // an output statement stays output whatever it prints (`println!("{}", next())`)
    const output = OUTPUT_WORD.test(text) || OUTPUT_CALL.test(text) ? outputArgs(text) : null;
    if (output !== null) return `OUTPUT ${neutralExpression(output)}`;
    const input = inputLine(text);
    if (input) return neutralExpression(input);
    const args = outputArgs(text);
    if (args !== null) return `OUTPUT ${neutralExpression(args)}`;
  }
  const inc = INCREMENT.exec(text);
  if (inc) {
    const name = inc[2] ?? inc[3] ?? '';
    const op = (inc[1] ?? inc[4]) === '++' ? '+' : '-';
    return `${name} ← ${name} ${op} 1`;
  }
  const compound = COMPOUND.exec(text);
  if (compound?.[1] && compound[2] && compound[3]) {
    const [, name, op, value] = compound;
    return `${name} ← ${name} ${op} ${neutralExpression(value)}`;
  }
  const assigned = splitAssignment(text);
  if (assigned && !/^(?:return|throw|yield)\b/.test(text)) {
    return `${assigned.name} ← ${neutralExpression(assigned.value)}`;
  }
  if (s.kind === 'declaration' && /^[\w:<>[\]\s*&,]+\s+[A-Za-z_$][\w$]*$/.test(text)) {
    return `DECLARE ${text.split(/[\s*&]+/).pop() ?? text}`;
  }
  if (s.calls?.length && /^[\w$.:]+\s*\(.*\)$/s.test(text) && !s.kind.startsWith('io')) {
    return `CALL ${neutralExpression(text)}`;
  }
  return neutralExpression(text);
}

/** `return x + 1;` → `RETURN x + 1`; `raise ValueError("bad")` → `THROW ValueError("bad")`. */
export function jumpText(
  type: 'return' | 'throw' | 'yieldswitch' | 'break' | 'continue',
  text: string,
  label?: string,
): string {
  const value = neutralExpression(statementCore(text).replace(KEYWORD, ''));
  switch (type) {
    case 'return':
      return value ? `RETURN ${value}` : 'RETURN';
    case 'throw':
      return value ? `THROW ${value}` : 'THROW';
    case 'yieldswitch':
      return `RESULT ${value}`;
    case 'break':
      return label ? `BREAK ${label}` : 'BREAK';
    case 'continue':
      return label ? `CONTINUE ${label}` : 'CONTINUE';
  }
}
