/**
 * How a JavaScript run shows its values in the Variables panel (decision 041, update of
 * 2026-11-27): the same model as Python's tracer (runProtocol's ShownValue: a short text of at
 * most 80 characters, a type, and for arrays, objects, Maps and Sets up to 20 children two levels
 * deep). Reading a value never runs the program's code: properties are read through their
 * descriptors (a getter shows as `[Getter]`, never called), names of functions and classes from
 * their own data properties, and a value met again inside itself is `[Circular]`.
 *
 * `jsBuiltins` and `jsValueRenderer` are self-contained: jsRuntime.ts writes them into the
 * program's worker as source text, so they may use nothing from outside their bodies.
 */
import type { ShownValue } from './runProtocol';

/**
 * The builtins the renderer uses, taken before the program runs: the program may replace the
 * globals (`String = …`), and a global read costs more than a local one on every step.
 */
export function jsBuiltins() {
  /* eslint-disable @typescript-eslint/unbound-method -- the prototype methods are called with
     Reflect.apply on the value itself */
  const own = Object.getOwnPropertyDescriptor.bind(Object);
  const getPrototypeOf = Object.getPrototypeOf.bind(Object);
  const isArray = Array.isArray.bind(Array);
  /** A property's value when it is a data property (a getter is never called). */
  const dataValue = (target: object, key: PropertyKey): unknown => {
    const d = own(target, key);
    return d && 'value' in d ? d.value : undefined;
  };
  const functionName = (f: unknown): string => {
    const name = typeof f === 'function' ? dataValue(f, 'name') : undefined;
    return typeof name === 'string' ? name : '';
  };
  /** The type shown: Array, Map, a class's name…; `Object` for plain (and null-prototype) ones. */
  const typeName = (value: object): string => {
    if (isArray(value)) return 'Array';
    let proto: unknown;
    try {
      proto = getPrototypeOf(value);
    } catch {
      return 'Object';
    }
    if (proto === null || typeof proto !== 'object') return 'Object';
    return functionName(dataValue(proto, 'constructor')) || 'Object';
  };
  return {
    is: Object.is.bind(Object),
    ownKeys: Object.keys.bind(Object),
    own,
    isArray,
    isView: ArrayBuffer.isView.bind(ArrayBuffer),
    stringify: JSON.stringify.bind(JSON),
    apply: Reflect.apply.bind(Reflect),
    toText: String,
    toNumber: Number,
    isNaN: Number.isNaN.bind(Number),
    functionSource: Function.prototype.toString,
    types: { Map, Set, Date, RegExp, Error, Promise, WeakMap, WeakSet },
    mapEntries: Map.prototype.entries,
    setValues: Set.prototype.values,
    dateTime: Date.prototype.getTime,
    dateIso: Date.prototype.toISOString,
    regExpText: RegExp.prototype.toString,
    sizeOfMap: Object.getOwnPropertyDescriptor(Map.prototype, 'size')?.get,
    sizeOfSet: Object.getOwnPropertyDescriptor(Set.prototype, 'size')?.get,
    dataValue,
    functionName,
    typeName,
  };
  /* eslint-enable @typescript-eslint/unbound-method */
}
export type JsBuiltins = ReturnType<typeof jsBuiltins>;

export type JsValueRenderer = {
  render: (value: unknown) => ShownValue;
  /** what a trace site's reader gives for a binding still in its temporal dead zone */
  uninitialized: object;
};

export function jsValueRenderer(b: JsBuiltins): JsValueRenderer {
  const TEXT_MAX = 80;
  const ITEMS_MAX = 20;
  const DEPTH = 2;
  const uninitialized = Object.freeze({});
  const { is, ownKeys, own, isView, stringify, apply, dataValue, functionName, typeName } = b;
  const { toText, toNumber, isNaN, functionSource, mapEntries, setValues } = b;
  const { dateTime, dateIso, regExpText } = b;
  const { Map: MapType, Set: SetType, Date: DateType, RegExp: RegExpType } = b.types;
  const { Error: ErrorType, Promise: PromiseType, WeakMap: WeakMapType } = b.types;
  const { WeakSet: WeakSetType } = b.types;

  const short = (text: string): string =>
    text.length <= TEXT_MAX ? text : `${text.slice(0, TEXT_MAX - 1)}…`;
  const quote = (text: string): string =>
    stringify(text.length > TEXT_MAX ? text.slice(0, TEXT_MAX) : text);
  const joined = (open: string, parts: string[], close: string, more: boolean): string => {
    let text = open;
    for (let i = 0; i < parts.length; i++) {
      text += (i > 0 ? ', ' : '') + parts[i];
      if (text.length > TEXT_MAX) return short(`${text}…${close}`);
    }
    return short(`${text}${more ? ', …' : ''}${close}`);
  };

  const primitive = (value: unknown): ShownValue | null => {
    switch (typeof value) {
      case 'undefined':
        return { r: 'undefined', t: 'undefined' };
      case 'boolean':
        return { r: toText(value), t: 'boolean' };
      case 'number':
        return { r: is(value, -0) ? '-0' : toText(value), t: 'number' };
      case 'bigint':
        return { r: `${value}n`, t: 'bigint' };
      case 'string':
        return { r: short(quote(value)), t: 'string' };
      case 'symbol':
        return { r: short(toText(value)), t: 'symbol' };
      case 'function': {
        const name = functionName(value) || '(anonymous)';
        let source = '';
        try {
          source = apply(functionSource, value, []).slice(0, 6);
        } catch {
          // a revoked proxy
        }
        return source === 'class ' || source === 'class{'
          ? { r: `class ${name}`, t: 'class' }
          : { r: `ƒ ${name}`, t: 'function' };
      }
      default:
        if (value === null) return { r: 'null', t: 'null' };
        if (value === uninitialized) return { r: 'not initialized yet', t: 'uninitialized' };
        return null;
    }
  };

  /** The entries an object opens to: [key, value or an accessor's mark]. */
  const entriesOf = (value: object, type: string): { items: [string, unknown][]; size: number } => {
    const items: [string, unknown][] = [];
    if (value instanceof MapType) {
      for (const [k, v] of apply(mapEntries, value, []) as Iterable<[unknown, unknown]>) {
        if (items.length >= ITEMS_MAX) break;
        items.push([render(k, DEPTH).r, v]);
      }
      return { items, size: sizeOf(b.sizeOfMap, value) };
    }
    if (value instanceof SetType) {
      for (const v of apply(setValues, value, []) as Iterable<unknown>) {
        if (items.length >= ITEMS_MAX) break;
        items.push([toText(items.length), v]);
      }
      return { items, size: sizeOf(b.sizeOfSet, value) };
    }
    const keys = type === 'Array' || isView(value) ? null : ownKeys(value);
    const length = keys
      ? keys.length
      : toNumber(dataValue(value, 'length') ?? (value as []).length);
    for (let i = 0; i < length && items.length < ITEMS_MAX; i++) {
      const key = keys ? (keys[i] as string) : toText(i);
      const d = own(value, key);
      if (!d) items.push([key, EMPTY]);
      else if ('value' in d) items.push([key, d.value]);
      else items.push([key, d.get && d.set ? GETSET : d.get ? GETTER : SETTER]);
    }
    return { items, size: length };
  };
  /** The built-in `size` getter (a subclass's own `size` is the program's code). */
  const sizeOf = (get: JsBuiltins['sizeOfMap'], value: object): number =>
    get ? toNumber(apply(get, value, [])) : 0;
  const EMPTY = { r: '<empty>', t: 'empty' };
  const GETTER = { r: '[Getter]', t: 'accessor' };
  const SETTER = { r: '[Setter]', t: 'accessor' };
  const GETSET = { r: '[Getter/Setter]', t: 'accessor' };
  const MARKS = new SetType<unknown>([EMPTY, GETTER, SETTER, GETSET]);

  const render = (value: unknown, depth = 0, path: unknown[] = []): ShownValue => {
    const simple = primitive(value);
    if (simple) return simple;
    if (MARKS.has(value)) return value as ShownValue;
    const object = value as object;
    const type = typeName(object);
    if (path.includes(object)) return { r: '[Circular]', t: type };
    try {
      if (object instanceof DateType) {
        const time = apply(dateTime, object, []);
        const r = isNaN(time) ? 'Invalid Date' : apply(dateIso, object, []);
        return { r, t: type };
      }
      if (object instanceof RegExpType) return { r: short(apply(regExpText, object, [])), t: type };
      if (object instanceof ErrorType) {
        const message = dataValue(object, 'message');
        return { r: short(`${type}: ${typeof message === 'string' ? message : ''}`), t: type };
      }
      if (
        object instanceof PromiseType ||
        object instanceof WeakMapType ||
        object instanceof WeakSetType
      ) {
        return { r: `${type} {…}`, t: type };
      }
      const isMap = object instanceof MapType;
      const isSet = object instanceof SetType;
      const isList = type === 'Array' || isView(object);
      const { items, size } = entriesOf(object, type);
      let label = type === 'Object' || type === 'Array' ? '' : `${type} `;
      if (isMap || isSet) label = `${type}(${size}) `;
      const [open, close] = isList ? ['[', ']'] : ['{', '}'];
      if (depth >= DEPTH) {
        const r = size === 0 ? `${label}${open}${close}` : `${label}${open}…${close}`;
        return { r, t: type };
      }
      const inner = [...path, object];
      const c: [string, ShownValue][] = items.map(([k, v]) => [k, render(v, depth + 1, inner)]);
      const parts = c.map(([k, v]) =>
        isList || isSet ? v.r : isMap ? `${k} => ${v.r}` : `${k}: ${v.r}`,
      );
      const r = joined(`${label}${open}`, parts, close, size > items.length);
      return c.length > 0 ? { r, t: type, c } : { r, t: type };
    } catch {
      // a proxy whose trap throws, a revoked one: shown, not raised into the program
      return { r: `${type} <unreadable>`, t: type };
    }
  };

  return { render: (value) => render(value), uninitialized };
}
