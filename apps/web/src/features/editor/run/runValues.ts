import type { ShownValue } from './runProtocol';

/**
 * A value as a run sends it: Python's ints, bools, strings and None, and JavaScript's numbers, as
 * themselves (JSON); everything else already rendered.
 */
export type SentValue = ShownValue | number | boolean | string | null;

/** Python's repr of a str (the tracer sends strings raw, cut to 80 characters). */
function pythonRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const body = text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')
    .replace(quote === "'" ? /'/g : /"/g, `\\${quote}`);
  return `${quote}${body}${quote}`;
}

/** What the Variables panel shows for a sent value. */
export function shownValue(value: SentValue): ShownValue {
  if (value === null) return { r: 'None', t: 'NoneType' };
  if (typeof value === 'boolean') return { r: value ? 'True' : 'False', t: 'bool' };
  // Python sends its ints raw, JavaScript every number but -0
  if (typeof value === 'number') {
    return { r: String(value), t: Number.isInteger(value) ? 'int' : 'float' };
  }
  if (typeof value === 'string') return { r: pythonRepr(value), t: 'str' };
  return value;
}
