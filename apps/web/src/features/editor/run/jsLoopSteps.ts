/**
 * The steps of a `for…of`, `for…in` and `for await` head (the instrumenter wraps the iterable:
 * `__iter(__c, line, xs, names, read)`): a step before every iteration, the last (exhausted) one
 * included, as a line tracer reports it, with the locals in scope at the head.
 * Self-contained (jsRuntime.ts writes it into the program's worker as source text).
 */
type Names = readonly string[] | undefined;
type Read = (() => unknown[]) | undefined;
type Trace<C> = (c: C, line: number, names?: Names, read?: Read) => void;

export function jsLoopSteps<C>(t: Trace<C>) {
  function* iter(c: C, line: number, iterable: Iterable<unknown>, names: Names, read: Read) {
    const it = iterable[Symbol.iterator]();
    for (;;) {
      t(c, line, names, read);
      const step = it.next();
      if (step.done) return;
      yield step.value;
    }
  }
  function* keys(c: C, line: number, object: object, names: Names, read: Read) {
    for (const key in object) {
      t(c, line, names, read);
      yield key;
    }
    t(c, line, names, read);
  }
  async function* aiter(
    c: C,
    line: number,
    iterable: AsyncIterable<unknown> | Iterable<unknown>,
    names: Names,
    read: Read,
  ) {
    const it =
      Symbol.asyncIterator in iterable
        ? iterable[Symbol.asyncIterator]()
        : iterable[Symbol.iterator]();
    for (;;) {
      t(c, line, names, read);
      const step = await it.next();
      if (step.done) return;
      yield step.value;
    }
  }
  return { iter, keys, aiter };
}
