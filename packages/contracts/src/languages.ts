/**
 * The language record: everything the product knows about each language, in one table. Every
 * other list of languages derives from it (the API's accepted values, the engine's grammars,
 * lowerings' I/O names and file extensions, the editor's selector and highlighting, the dashboard
 * badges, the server's warm-up). Adding a language starts here; the checklist is in
 * packages/engine/README.md#adding-a-language. Decision: docs/decisions/012-language-record.md.
 *
 * Plain data, no imports: the engine (also bundled into the browser's worker) and the web app
 * import it through `@codeflow/contracts/languages` without pulling in zod or CodeMirror.
 */

/** Badge colours of docs/product.md#constants-and-limits (Tailwind colour names). */
export type LanguageBadgeColour =
  | 'blue'
  | 'yellow'
  | 'sky'
  | 'slate'
  | 'indigo'
  | 'red'
  | 'gray'
  | 'cyan'
  | 'orange'
  | 'violet'
  | 'purple'
  | 'fuchsia'
  | 'rose';

/** One tree-sitter grammar: the wasm file `tree-sitter-<name>.wasm` in the npm package `npmPackage`. */
export type GrammarRecord = { readonly name: string; readonly npmPackage: string };

/**
 * What the engine draws as input/output (a parallelogram). Each lowering matches these lists its
 * own way, described per field; the lists themselves live only here.
 */
export type IoNames = {
  /**
   * Called names that read or write. Python and JavaScript: the dotted callee as written
   * (`sys.stdout.write`); C and C++: the last `::` segment of the callee (`std::printf`).
   */
  readonly calls: readonly string[];
  /**
   * Objects whose every use is I/O. C++: stream objects used as operands (`cout << x`);
   * JavaScript: any method call on them (`console.log`); Java: method calls on an object whose
   * text starts with one of them (`System.out.println`, `new Scanner(System.in).next()`).
   */
  readonly objects?: readonly string[];
  /** Java: types whose variables and fields do I/O on every method call (`Scanner sc`). */
  readonly types?: readonly string[];
};

export type LanguageRecord = {
  /** the value stored with a flowchart and sent to the API */
  readonly tag: string;
  /** as shown in the editor's selector and on dashboard badges */
  readonly displayName: string;
  /** position in the editor's selector and in the flowchart API's validation message */
  readonly menuPosition: number;
  /** lower-case file extensions with the dot, for the CLI and opening files */
  readonly extensions: readonly string[];
  /** grammars the engine may parse it with (the first unless the lowering picks another) */
  readonly grammars: readonly GrammarRecord[];
  readonly badgeColour: LanguageBadgeColour;
  readonly io: IoNames;
  /** a tiny program the server runs at start-up to load the grammar and warm the pipeline */
  readonly warmUp: string | null;
  /**
   * The editor's highlighting: a key of the web app's mode-loader map (typed over every key used
   * here, so a key without a loader fails typecheck); null = plain text.
   */
  readonly editorMode: string | null;
};

/**
 * C and C++ share one lowering and one list: C code is often compiled as C++, and C++ calls C's
 * functions as they are or through `std::`.
 */
const C_FAMILY_IO = {
  calls: [
    'printf',
    'scanf',
    'puts',
    'gets',
    'fgets',
    'getchar',
    'putchar',
    'fprintf',
    'fscanf',
    'fputs',
    'fputc',
    'putc',
    'getc',
    'fgetc',
    'fread',
    'fwrite',
    'perror',
    'vprintf',
    'vfprintf',
    'getline',
    'getch',
    'getche',
    'print',
    'println',
  ],
  objects: ['cout', 'cin', 'cerr', 'clog', 'wcout', 'wcin', 'wcerr'],
} as const satisfies IoNames;

/** JavaScript and TypeScript share one lowering and one list. */
const JS_IO = {
  calls: [
    'alert',
    'prompt',
    'confirm',
    'print',
    'document.write',
    'document.writeln',
    'process.stdout.write',
    'process.stderr.write',
    'readline.question',
    'rl.question',
    'readlineSync.question',
  ],
  objects: ['console'],
} as const satisfies IoNames;

/** In the engine's order (the order of its "Supported: ..." message). */
export const LANGUAGE_RECORDS = [
  {
    tag: 'python',
    displayName: 'Python',
    menuPosition: 0,
    extensions: ['.py', '.pyw'],
    grammars: [{ name: 'python', npmPackage: 'tree-sitter-python' }],
    badgeColour: 'blue',
    io: {
      calls: [
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
      ],
    },
    warmUp: 'def f(x):\n    if x:\n        return 1\n    return 2\n',
    editorMode: 'python',
  },
  {
    tag: 'c',
    displayName: 'C',
    menuPosition: 3,
    extensions: ['.c', '.h'],
    grammars: [{ name: 'c', npmPackage: 'tree-sitter-c' }],
    badgeColour: 'slate',
    io: C_FAMILY_IO,
    warmUp: 'int f(int x) { if (x) { return 1; } return 2; }\n',
    editorMode: 'cpp',
  },
  {
    tag: 'cpp',
    displayName: 'C++',
    menuPosition: 4,
    extensions: ['.cc', '.cpp', '.cxx', '.hpp', '.hh', '.hxx'],
    grammars: [{ name: 'cpp', npmPackage: 'tree-sitter-cpp' }],
    badgeColour: 'indigo',
    io: C_FAMILY_IO,
    warmUp: 'int f(int x) { for (int i = 0; i < x; i++) { x--; } return x; }\n',
    editorMode: 'cpp',
  },
  {
    tag: 'java',
    displayName: 'Java',
    menuPosition: 5,
    extensions: ['.java'],
    grammars: [{ name: 'java', npmPackage: 'tree-sitter-java' }],
    badgeColour: 'red',
    io: {
      calls: [],
      objects: ['System.out', 'System.err', 'System.in', 'System.console()', 'new Scanner('],
      types: [
        'Scanner',
        'BufferedReader',
        'Console',
        'InputStreamReader',
        'PrintWriter',
        'PrintStream',
        'BufferedWriter',
      ],
    },
    warmUp: 'class A { int f(int x) { while (x > 0) { x--; } return x; } }\n',
    editorMode: 'java',
  },
  {
    tag: 'javascript',
    displayName: 'JavaScript',
    menuPosition: 1,
    extensions: ['.js', '.mjs', '.cjs', '.jsx'],
    grammars: [{ name: 'javascript', npmPackage: 'tree-sitter-javascript' }],
    badgeColour: 'yellow',
    io: JS_IO,
    warmUp: 'function f(x) { if (x) { return 1; } return 2; }\n',
    editorMode: 'javascript',
  },
  {
    tag: 'typescript',
    displayName: 'TypeScript',
    menuPosition: 2,
    extensions: ['.ts', '.mts', '.cts', '.tsx'],
    // `tsx` parses TypeScript that contains JSX
    grammars: [
      { name: 'typescript', npmPackage: 'tree-sitter-typescript' },
      { name: 'tsx', npmPackage: 'tree-sitter-typescript' },
    ],
    badgeColour: 'sky',
    io: JS_IO,
    warmUp: 'function f(x: number): number { return x > 0 ? 1 : 2; }\n',
    editorMode: 'typescript',
  },
  {
    tag: 'go',
    displayName: 'Go',
    menuPosition: 6,
    extensions: ['.go'],
    grammars: [{ name: 'go', npmPackage: 'tree-sitter-go' }],
    badgeColour: 'cyan',
    // the callee as written (`fmt.Println`); `print`/`println` are Go's built-ins
    io: {
      calls: [
        'fmt.Print',
        'fmt.Println',
        'fmt.Printf',
        'fmt.Scan',
        'fmt.Scanln',
        'fmt.Scanf',
        'fmt.Fprint',
        'fmt.Fprintln',
        'fmt.Fprintf',
        'fmt.Fscan',
        'fmt.Fscanln',
        'fmt.Fscanf',
        'log.Print',
        'log.Println',
        'log.Printf',
        'os.Stdout.WriteString',
        'os.Stdout.Write',
        'print',
        'println',
      ],
      // any call on a chain starting with these (`os.Stdout.WriteString(s)`, `bufio.NewReader(os.Stdin)`)
      objects: ['os.Stdin', 'os.Stdout', 'os.Stderr'],
    },
    warmUp: 'package main\n\nfunc f(x int) int {\n\tif x > 0 {\n\t\treturn 1\n\t}\n\treturn 2\n}\n',
    editorMode: 'go',
  },
  {
    tag: 'rust',
    displayName: 'Rust',
    menuPosition: 7,
    extensions: ['.rs'],
    grammars: [{ name: 'rust', npmPackage: 'tree-sitter-rust' }],
    badgeColour: 'orange',
    // macro names with their `!`; `objects`: a call chain starting with one of them
    io: {
      calls: ['println!', 'print!', 'eprintln!', 'eprint!', 'dbg!'],
      objects: ['io::stdin', 'std::io::stdin', 'stdin', 'io::stdout', 'std::io::stdout', 'stdout'],
    },
    warmUp: 'fn f(x: i32) -> i32 {\n    if x > 0 {\n        return 1;\n    }\n    2\n}\n',
    editorMode: 'rust',
  },
  {
    tag: 'csharp',
    displayName: 'C#',
    menuPosition: 8,
    extensions: ['.cs', '.csx'],
    // the npm package's wasm file is tree-sitter-c_sharp.wasm
    grammars: [{ name: 'c_sharp', npmPackage: 'tree-sitter-c-sharp' }],
    badgeColour: 'violet',
    io: {
      calls: [],
      // method calls on these objects read or write (`Console.WriteLine`, `Console.In.ReadLine`)
      objects: ['Console', 'System.Console'],
      types: ['StreamReader', 'StreamWriter', 'TextReader', 'TextWriter'],
    },
    warmUp: 'class A { int F(int x) { foreach (var c in "ab") { x++; } return x; } }\n',
    editorMode: 'csharp',
  },
  {
    tag: 'kotlin',
    displayName: 'Kotlin',
    menuPosition: 9,
    extensions: ['.kt', '.kts'],
    grammars: [{ name: 'kotlin', npmPackage: '@tree-sitter-grammars/tree-sitter-kotlin' }],
    badgeColour: 'purple',
    io: {
      calls: ['println', 'print', 'readLine', 'readln', 'readlnOrNull'],
      objects: ['System.out', 'System.err', 'System.`in`'],
    },
    warmUp: 'fun f(x: Int): Int { return when { x > 0 -> 1 else -> 2 } }\n',
    editorMode: 'kotlin',
  },
  {
    tag: 'php',
    displayName: 'PHP',
    menuPosition: 10,
    extensions: ['.php', '.phtml'],
    // `php` parses PHP inside HTML: text outside `<?php ... ?>` is a `text` node, not code
    grammars: [{ name: 'php', npmPackage: 'tree-sitter-php' }],
    badgeColour: 'fuchsia',
    io: {
      // `echo` and `print` are statements of their own; these are called functions
      calls: [
        'printf',
        'print_r',
        'var_dump',
        'var_export',
        'vprintf',
        'fprintf',
        'fwrite',
        'fputs',
        'fgets',
        'fscanf',
        'readline',
        'fread',
        'file_get_contents',
        'error_log',
      ],
    },
    warmUp: '<?php\nfunction f($x) { if ($x) { return 1; } return 2; }\n',
    editorMode: 'php',
  },
  {
    tag: 'ruby',
    displayName: 'Ruby',
    menuPosition: 11,
    extensions: ['.rb', '.rake'],
    grammars: [{ name: 'ruby', npmPackage: 'tree-sitter-ruby' }],
    badgeColour: 'rose',
    io: {
      // called without a receiver (`puts x`) or on a standard stream (`$stdout.puts x`)
      calls: [
        'puts',
        'print',
        'p',
        'pp',
        'printf',
        'putc',
        'gets',
        'readline',
        'readlines',
        'warn',
      ],
      objects: ['STDOUT', 'STDERR', 'STDIN', '$stdout', '$stderr', '$stdin'],
    },
    warmUp: 'def f(x)\n  if x\n    1\n  else\n    2\n  end\nend\n',
    editorMode: 'ruby',
  },
  {
    tag: 'other',
    displayName: 'Other',
    menuPosition: 12,
    extensions: [],
    // drawn by the per-line fallback, no parser
    grammars: [],
    badgeColour: 'gray',
    io: { calls: [] },
    warmUp: null,
    editorMode: null,
  },
] as const satisfies readonly LanguageRecord[];

/** One row of the table, with its literal types (`editorMode` is an EditorMode, not any string). */
export type KnownLanguage = (typeof LANGUAGE_RECORDS)[number];

export type LanguageTag = KnownLanguage['tag'];
export type GrammarName = KnownLanguage['grammars'][number]['name'];
export type EditorMode = NonNullable<KnownLanguage['editorMode']>;

/** Every tag, in the engine's order. */
export const LANGUAGE_TAGS: readonly LanguageTag[] = LANGUAGE_RECORDS.map((r) => r.tag);

/** Every grammar, once, in record order. */
export const GRAMMAR_NAMES: readonly GrammarName[] = [
  ...new Set(
    LANGUAGE_RECORDS.flatMap((r): readonly GrammarRecord[] => r.grammars).map(
      (g) => g.name as GrammarName,
    ),
  ),
];

/** Records in the editor's selector order. */
export const MENU_LANGUAGES: readonly KnownLanguage[] = [...LANGUAGE_RECORDS].sort(
  (a, b) => a.menuPosition - b.menuPosition,
);

const BY_TAG = new Map<string, KnownLanguage>(LANGUAGE_RECORDS.map((r) => [r.tag, r]));

/**
 * The one check of a language value: is it a tag of the record, exactly as written? Saved
 * flowcharts and shared documents hold tags this way; a value a user or a client sends goes
 * through parseLanguage.
 */
export function isLanguageTag(value: unknown): value is LanguageTag {
  return typeof value === 'string' && BY_TAG.has(value);
}

/**
 * A language as a request names it (the generate API, the engine): trimmed and lower-cased, then
 * checked by isLanguageTag. The tag, or null for a language the record does not have (answered
 * with unsupportedLanguageMessage).
 */
export function parseLanguage(value: string): LanguageTag | null {
  const tag = value.trim().toLowerCase();
  return isLanguageTag(tag) ? tag : null;
}

/** A stored or shared language for the editor: its tag, or `other` (drawn per line) if unknown. */
export function languageOrOther(value: unknown): LanguageTag {
  return isLanguageTag(value) ? value : 'other';
}

/**
 * The one "Unsupported language" message (docs/product.md#messages): the generate API's 422 and
 * the engine's `error` both answer with it, listing the tags in the engine's order.
 */
export function unsupportedLanguageMessage(language: string): string {
  return `Unsupported language '${language}'. Supported: ${LANGUAGE_TAGS.join(', ')}`;
}

export function languageRecord(tag: LanguageTag): KnownLanguage {
  const record = BY_TAG.get(tag);
  if (!record) throw new Error(`no language record for ${tag}`);
  return record;
}

/** The npm package holding a grammar's wasm file. */
export function grammarPackage(name: GrammarName): string {
  for (const r of LANGUAGE_RECORDS) {
    for (const g of r.grammars as readonly GrammarRecord[])
      if (g.name === name) return g.npmPackage;
  }
  throw new Error(`no grammar ${name}`);
}

/** Lower-case file extension (with the dot) → language. */
export const EXTENSIONS: Readonly<Record<string, LanguageTag>> = Object.fromEntries(
  LANGUAGE_RECORDS.flatMap((r) => r.extensions.map((e): [string, LanguageTag] => [e, r.tag])),
);

/** Flowchart languages as the flowchart API validates them, in the selector's order. */
export const FLOWCHART_LANGUAGES: readonly LanguageTag[] = MENU_LANGUAGES.map((r) => r.tag);
export type FlowchartLanguage = LanguageTag;

/** Languages the generation call accepts, in the engine's order. */
export const GENERATE_LANGUAGES: readonly LanguageTag[] = LANGUAGE_TAGS;

/** Badge colour per language. */
export const LANGUAGE_BADGE_COLOURS: Readonly<Record<LanguageTag, LanguageBadgeColour>> =
  Object.fromEntries(LANGUAGE_RECORDS.map((r) => [r.tag, r.badgeColour])) as Record<
    LanguageTag,
    LanguageBadgeColour
  >;
