/**
 * The Variables side of a JavaScript run (decision 041, update of 2026-11-27): at a step, the
 * locals of the step's frame that changed since that frame's last step. The instrumenter's trace
 * call hands over the names in scope and a reader of their values (packages/engine/src/trace/
 * scopes.ts); a primitive is compared by value and costs no rendering while it stays the same,
 * an object is rendered again (it may have changed in place) and sent only when it shows
 * differently; names that went out of scope (a block left) are sent as deleted. Other frames are
 * not looked at: a frame's locals are read only at its own steps, as Python's tracer does.
 *
 * Self-contained (jsRuntime.ts writes it into the program's worker as source text).
 */
import type { SentValue } from './runValues';
import type { JsBuiltins, JsValueRenderer } from './jsValues';
import type { ShownValue } from './runProtocol';

export type JsLocals = {
  /** the changes at this step (null: none); `names`/`read` absent: nothing is in scope */
  capture: (
    frame: object,
    names: readonly string[] | undefined,
    read: (() => unknown[]) | undefined,
  ) => Record<string, SentValue> | null;
};

export function jsLocalsRecorder(values: JsValueRenderer, b: JsBuiltins): JsLocals {
  type Seen = Map<string, { raw: unknown; shown: SentValue }>;
  const GONE: ShownValue = { r: '', t: 'deleted' };
  const { is } = b;
  const { Map: MapType, Set: SetType, WeakMap: WeakMapType } = b.types;
  const NOTHING: readonly string[] = [];
  const readNothing = (): unknown[] => [];
  const frames = new WeakMapType<object, { seen: Seen; names: readonly string[] }>();
  const nameSets = new WeakMapType<readonly string[], Set<string>>();

  const same = (x: ShownValue, y: ShownValue): boolean => {
    if (x.r !== y.r || x.t !== y.t) return false;
    const xc = x.c ?? [];
    const yc = y.c ?? [];
    if (xc.length !== yc.length) return false;
    for (let i = 0; i < xc.length; i++) {
      const p = xc[i];
      const q = yc[i];
      if (!p || !q || p[0] !== q[0] || !same(p[1], q[1])) return false;
    }
    return true;
  };

  const capture: JsLocals['capture'] = (frame, names = NOTHING, read = readNothing) => {
    let state = frames.get(frame);
    // nothing in scope now and nothing shown before: nothing to do
    if (names === NOTHING && (!state || state.names === NOTHING)) return null;
    let got: unknown[];
    try {
      got = read();
    } catch {
      return null; // a binding read too early after all: the last values stay shown
    }
    if (!state) frames.set(frame, (state = { seen: new MapType() as Seen, names }));
    const { seen } = state;
    let changes: Record<string, SentValue> | null = null;
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      const raw = got[i];
      const old = seen.get(name);
      const primitive = (typeof raw !== 'object' || raw === null) && typeof raw !== 'function';
      if (old && primitive && is(old.raw, raw)) continue;
      // numbers go as they are (the replay writes them: runValues.ts), the rest rendered here
      const shown: SentValue = typeof raw === 'number' && !is(raw, -0) ? raw : values.render(raw);
      const before = old?.shown;
      if (old && !primitive && old.raw === raw && typeof before === 'object' && before) {
        if (typeof raw === 'function' || same(before, shown as ShownValue)) continue;
      }
      seen.set(name, { raw, shown });
      (changes ??= {})[name] = shown;
    }
    if (state.names !== names) {
      let set = nameSets.get(names);
      if (!set) nameSets.set(names, (set = new SetType(names)));
      for (const name of seen.keys()) {
        if (set.has(name)) continue;
        seen.delete(name);
        (changes ??= {})[name] = GONE;
      }
      state.names = names;
    }
    return changes;
  };
  return { capture };
}
