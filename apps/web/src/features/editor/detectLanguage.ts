import type { FlowchartLanguage } from '@codeflow/contracts';

type Rule = { language: FlowchartLanguage; pattern: RegExp; weight: number };

/** Telltale lines of each language; each match adds its weight to that language's score. */
const RULES: Rule[] = [
  { language: 'python', pattern: /^\s*def \w+\s*\(.*\)\s*(->.*)?:\s*$/m, weight: 3 },
  { language: 'python', pattern: /^\s*(elif|except|with|for \w+ in)\b.*:\s*$/m, weight: 2 },
  { language: 'python', pattern: /^\s*(from [\w.]+ )?import [\w., ]+$/m, weight: 1 },
  { language: 'python', pattern: /^\s*print\(.*\)\s*$/m, weight: 1 },
  { language: 'c', pattern: /^\s*#include\s*<(stdio|stdlib|string|math)\.h>/m, weight: 3 },
  { language: 'c', pattern: /\b(printf|scanf|malloc|free)\s*\(/, weight: 2 },
  {
    language: 'cpp',
    pattern: /^\s*#include\s*<(iostream|vector|string|map|algorithm)>/m,
    weight: 4,
  },
  { language: 'cpp', pattern: /\bstd::|\bcout\s*<<|\busing namespace std\b/, weight: 4 },
  { language: 'cpp', pattern: /\b(class|template)\s*<|\bnullptr\b/, weight: 2 },
  {
    language: 'java',
    pattern: /\b(public|private|protected)\s+(static\s+)?(class|void|int|String)\b/,
    weight: 3,
  },
  { language: 'java', pattern: /\bSystem\.out\.print(ln)?\s*\(/, weight: 4 },
  { language: 'csharp', pattern: /^\s*using System(\.[\w.]+)?;\s*$/m, weight: 4 },
  { language: 'csharp', pattern: /\bConsole\.(WriteLine|Write|ReadLine|ReadKey)\s*\(/, weight: 4 },
  {
    language: 'csharp',
    pattern: /\b(static\s+void\s+Main|foreach\s*\(\s*var\b|namespace\s+[\w.]+|\bstring\[\]\s+args)/,
    weight: 3,
  },
  // modern C# (file-scoped namespaces, XML doc comments, properties), which the lines above miss
  { language: 'csharp', pattern: /^\s*namespace\s+[\w.]+\s*;\s*$/m, weight: 4 },
  { language: 'csharp', pattern: /^\s*\/\/\/\s*<(summary|param|returns|remarks)\b/m, weight: 4 },
  {
    language: 'csharp',
    pattern: /\{\s*get\s*;|\bforeach\s*\(\s*[\w<>[\],]+\s+\w+\s+in\b/,
    weight: 4,
  },
  {
    language: 'csharp',
    pattern:
      /\b(public|private|protected|internal)\s+((static|readonly|override|virtual|async|sealed|abstract|partial|const|new)\s+)*(string|bool|var|Task|IEnumerable|IList)\b|^\s*using\s+[\w.]+\s*;/m,
    weight: 3,
  },
  {
    language: 'kotlin',
    // modifiers, then type parameters (`fun <T : Comparable<T>> sort(`) or a receiver (`Int.f(`)
    pattern:
      /^\s*((private|public|internal|protected|suspend|override|inline|tailrec|operator|infix|open|abstract)\s+)*fun(\s*<[^(]*?>)?\s+[\w.<>?]+\s*\(/m,
    weight: 4,
  },
  {
    language: 'kotlin',
    pattern:
      /\bclass\s+\w+(<[^>]*>)?\s*\(\s*((private|override)\s+)?(val|var)\s|^\s*(companion\s+)?object\b|^\s*init\s*\{|\b(listOf|mutableListOf|arrayOf|intArrayOf|mapOf)\s*[(<]/m,
    weight: 3,
  },
  // a dotted package without `;` (Java ends it with one; Go's is one word)
  { language: 'kotlin', pattern: /^\s*package\s+\w+(\.\w+)+\s*$/m, weight: 2 },
  { language: 'kotlin', pattern: /^\s*(val|var)\s+\w+(\s*:\s*[\w<>?]+)?\s*=/m, weight: 1 },
  {
    language: 'kotlin',
    pattern: /\bprintln\(|\bwhen\s*(\(.*\))?\s*\{|\bdata class\b|\bdownTo\b|\?:/,
    weight: 2,
  },
  { language: 'javascript', pattern: /\bfunction\s+\w+\s*\(|=>|\bconsole\.log\s*\(/, weight: 2 },
  { language: 'javascript', pattern: /\b(const|let|var)\s+\w+\s*=/, weight: 2 },
  { language: 'typescript', pattern: /\b(interface|type)\s+\w+\s*[={<]/, weight: 3 },
  {
    language: 'typescript',
    pattern:
      /\(\s*\w+\s*:\s*(string|number|boolean|\w+\[\])\b|\)\s*:\s*(string|number|boolean|void)\b/,
    weight: 3,
  },
  {
    language: 'go',
    pattern: /^\s*type\s+\w+(\[[^\]]*\])?\s+(struct|interface)\b|^\s*import\s+(\(|"[\w/.-]+")/m,
    weight: 3,
  },
  // weighs less than `func`: Kotlin's `package sort` reads the same
  { language: 'go', pattern: /^\s*package\s+\w+\s*$/m, weight: 2 },
  { language: 'go', pattern: /^\s*func\s+(\(\s*\w+\s+\*?\w+\s*\)\s*)?\w+\s*\(/m, weight: 3 },
  {
    language: 'go',
    pattern: /\bfmt\.(Print|Scan|Sprint|Fprint|Errorf)\w*\s*\(|\w+\s*:=\s*/,
    weight: 2,
  },
  { language: 'rust', pattern: /^\s*(pub(\([\w:]+\))?\s+)?(async\s+)?fn\s+\w+\s*[<(]/m, weight: 3 },
  { language: 'rust', pattern: /\b(println|print|eprintln|format|vec|panic)!\s*[([]/, weight: 4 },
  { language: 'rust', pattern: /\blet\s+mut\b|^\s*use\s+(std|crate)::|^\s*impl\b/m, weight: 3 },
  {
    language: 'rust',
    pattern:
      /^\s*(pub(\([\w:]+\))?\s+)?(mod|use)\s+[\w:]+(::\{[^}]*\}|::\*)?\s*;|&mut\s|&self\b|#\[(derive|test|cfg|inline|allow)\b|->\s*(Self|Option<|Result<|Vec<|usize|isize|[ui](8|16|32|64|128)\b|f32|f64|String|&)|\b(usize|isize)\b/m,
    weight: 3,
  },
  { language: 'php', pattern: /<\?php\b/, weight: 6 },
  { language: 'php', pattern: /\bfunction\s+\w+\s*\([^)]*\$\w+/, weight: 3 },
  { language: 'php', pattern: /^\s*\$\w+(\[[^\]]*\])?\s*[.+\-*/]?=[^=]/m, weight: 2 },
  { language: 'php', pattern: /^\s*echo\b|\bforeach\s*\(.+\bas\s+\$/m, weight: 3 },
  { language: 'ruby', pattern: /^\s*def (self\.)?\w+[?!=]?(\s*\(.*\))?\s*$/m, weight: 3 },
  { language: 'ruby', pattern: /\bdo\s*\|[\w, ]+\|\s*$|^\s*(elsif|unless|until)\b/m, weight: 3 },
  { language: 'ruby', pattern: /^\s*end\s*$/m, weight: 1 },
  { language: 'ruby', pattern: /^\s*(puts|require|attr_accessor|attr_reader)\b/m, weight: 2 },
];

/** Languages whose typical code is also valid-looking in another: their score counts there too. */
const ALSO: Partial<Record<FlowchartLanguage, FlowchartLanguage>> = {
  javascript: 'typescript',
  c: 'cpp',
};

/**
 * The language pasted code is most probably written in, from its content, or null when nothing
 * stands out (too little code, or two languages tie).
 */
export function detectLanguage(code: string): FlowchartLanguage | null {
  const scores = new Map<FlowchartLanguage, number>();
  const add = (l: FlowchartLanguage, w: number) => scores.set(l, (scores.get(l) ?? 0) + w);
  for (const rule of RULES) {
    if (!rule.pattern.test(code)) continue;
    add(rule.language, rule.weight);
    const also = ALSO[rule.language];
    if (also) add(also, rule.weight);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 3) return null;
  if (second && second[1] === best[1]) {
    // C code is also C++: prefer the smaller language when nothing C++-only was seen; likewise JS
    const pair = new Set([best[0], second[0]]);
    if (pair.has('c') && pair.has('cpp')) return 'c';
    if (pair.has('javascript') && pair.has('typescript')) return 'javascript';
    return null;
  }
  return best[0];
}

/** The language of a file name's extension, if it names one. */
export function languageOfFileName(
  name: string,
  records: readonly { tag: FlowchartLanguage; extensions: readonly string[] }[],
): FlowchartLanguage | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot).toLowerCase();
  return records.find((r) => r.extensions.includes(ext))?.tag ?? null;
}
