import type { ShownValue } from './runProtocol';

/** Not a value but a note about one: a binding in its temporal dead zone, a getter not called. */
const NOTE = new Set(['uninitialized', 'accessor']);
const NOTE_CLASS = 'text-gray-500 italic';

/** One variable: its short text; a list, dict or object opens to show its items. */
export function ValueView({ name, value }: { name: string; value: ShownValue }) {
  const row = (
    <>
      <span className="font-semibold text-gray-900">{name}</span>
      <span className="text-gray-500"> = </span>
      <span className={NOTE.has(value.t) ? NOTE_CLASS : 'break-all text-gray-800'} title={value.t}>
        {value.r}
      </span>
    </>
  );
  if (!value.c || value.c.length === 0) return <li className="font-mono text-xs">{row}</li>;
  return (
    <li className="font-mono text-xs">
      <details>
        <summary className="cursor-pointer">{row}</summary>
        <ul className="ml-4 border-l border-gray-200 pl-2">
          {value.c.map(([key, child]) => (
            <ValueView key={key} name={key} value={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}
