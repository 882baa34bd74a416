/**
 * Static exception matching by simple name. A raised type is routed to the first handler that
 * names it, one of its known ancestors, or a catch-all base. Ancestors come from a small table of
 * common built-in types plus the classes defined in the same file; a type whose ancestry is not
 * fully known "could match" any handler, so build routes it through the try's dispatch node.
 */

/**
 * Handlers naming one of these catch everything. `Exception` is not among them: Python's
 * SystemExit, KeyboardInterrupt and GeneratorExit pass it, as Java's Errors do.
 */
export const CATCH_ALL = new Set(['BaseException', 'Throwable', 'object']);

/** child -> parent for common built-in exception types (Python, Java, JS, C++). */
const BUILTIN_PARENTS: Record<string, string> = {
  // Python
  Exception: 'BaseException',
  KeyboardInterrupt: 'BaseException',
  SystemExit: 'BaseException',
  GeneratorExit: 'BaseException',
  ArithmeticError: 'Exception',
  ZeroDivisionError: 'ArithmeticError',
  OverflowError: 'ArithmeticError',
  FloatingPointError: 'ArithmeticError',
  AssertionError: 'Exception',
  AttributeError: 'Exception',
  EOFError: 'Exception',
  ImportError: 'Exception',
  ModuleNotFoundError: 'ImportError',
  LookupError: 'Exception',
  IndexError: 'LookupError',
  KeyError: 'LookupError',
  NameError: 'Exception',
  UnboundLocalError: 'NameError',
  OSError: 'Exception',
  IOError: 'Exception',
  FileNotFoundError: 'OSError',
  FileExistsError: 'OSError',
  PermissionError: 'OSError',
  TimeoutError: 'OSError',
  ConnectionError: 'OSError',
  RuntimeError: 'Exception',
  NotImplementedError: 'RuntimeError',
  RecursionError: 'RuntimeError',
  StopIteration: 'Exception',
  StopAsyncIteration: 'Exception',
  TypeError: 'Exception',
  ValueError: 'Exception',
  UnicodeError: 'ValueError',
  UnicodeDecodeError: 'UnicodeError',
  UnicodeEncodeError: 'UnicodeError',
  // Java
  Error: 'Throwable',
  IOException: 'Exception',
  FileNotFoundException: 'IOException',
  UncheckedIOException: 'RuntimeException',
  InterruptedException: 'Exception',
  RuntimeException: 'Exception',
  IllegalArgumentException: 'RuntimeException',
  NumberFormatException: 'IllegalArgumentException',
  IllegalStateException: 'RuntimeException',
  NullPointerException: 'RuntimeException',
  IndexOutOfBoundsException: 'RuntimeException',
  ArrayIndexOutOfBoundsException: 'IndexOutOfBoundsException',
  StringIndexOutOfBoundsException: 'IndexOutOfBoundsException',
  UnsupportedOperationException: 'RuntimeException',
  ClassCastException: 'RuntimeException',
  ArithmeticException: 'RuntimeException',
  // C++
  'std::runtime_error': 'std::exception',
  'std::logic_error': 'std::exception',
  'std::invalid_argument': 'std::logic_error',
  'std::out_of_range': 'std::logic_error',
  'std::length_error': 'std::logic_error',
  'std::domain_error': 'std::logic_error',
  'std::range_error': 'std::runtime_error',
  'std::overflow_error': 'std::runtime_error',
  'std::underflow_error': 'std::runtime_error',
  'std::bad_alloc': 'std::exception',
};

const BUILTIN_LINEAGE = new Map<string, readonly string[]>(
  Object.entries(BUILTIN_PARENTS).map(([child, parent]) => [child, [parent]]),
);

const ROOTS = new Set(['BaseException', 'Throwable', 'std::exception']);

/** Simple name of a type as written: `errors.MyError` -> `MyError`, `std::x` stays. */
export function simpleTypeName(name: string): string {
  const trimmed = name.trim().replace(/\(.*$/s, '');
  if (trimmed.startsWith('std::')) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  return dot >= 0 ? trimmed.slice(dot + 1) : trimmed;
}

export class ExceptionTypes {
  /** the file's own classes; the built-in hierarchy is shared (copying it cost ~6 µs a file) */
  private readonly parents = new Map<string, string[]>();

  constructor(fileClasses: Iterable<[string, string[]]>) {
    for (const [name, bases] of fileClasses) this.parents.set(name, bases.map(simpleTypeName));
  }

  private parentsOf(type: string): readonly string[] | undefined {
    return this.parents.get(type) ?? BUILTIN_LINEAGE.get(type);
  }

  /** The type and all its ancestors, and whether the chain is fully known. */
  private lineage(type: string): { names: Set<string>; known: boolean } {
    const names = new Set<string>();
    let known = true;
    const visit = (t: string): void => {
      if (names.has(t)) return;
      names.add(t);
      if (ROOTS.has(t)) return;
      const ps = this.parentsOf(t);
      if (!ps || ps.length === 0) {
        known = false;
        return;
      }
      for (const p of ps) visit(p);
    };
    visit(simpleTypeName(type));
    return { names, known };
  }

  /**
   * Which of the handlers (each a list of caught type names; empty = catch all) a raised type
   * reaches: `{ index }` for the first certain match, `{ maybe: true }` when the type's ancestry
   * is unknown and none matched, `{}` when it certainly passes all of them.
   */
  match(
    type: string,
    handlers: readonly (readonly string[])[],
  ): { index?: number; maybe?: boolean } {
    const { names, known } = this.lineage(type);
    for (let i = 0; i < handlers.length; i++) {
      const caught = handlers[i] ?? [];
      if (caught.length === 0) return { index: i };
      for (const c of caught) {
        const simple = simpleTypeName(c);
        if (CATCH_ALL.has(simple) || names.has(simple)) return { index: i };
      }
    }
    return known ? {} : { maybe: true };
  }
}

export function isCatchAll(types: readonly string[]): boolean {
  return types.length === 0 || types.some((t) => CATCH_ALL.has(simpleTypeName(t)));
}
