import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { HOVER_CARD_CLOSE_MS, HOVER_CARD_OPEN_MS } from './landingConstants';

/**
 * A trigger that shows a card of details: opens 200 ms after the pointer or focus arrives,
 * closes 300 ms after it leaves (so moving onto the card keeps it open), Escape closes it.
 */
export function HoverCard({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  const schedule = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setOpen(next),
      next ? HOVER_CARD_OPEN_MS : HOVER_CARD_CLOSE_MS,
    );
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className="relative inline-block"
      onMouseEnter={() => schedule(true)}
      onMouseLeave={() => schedule(false)}
      onFocus={() => schedule(true)}
      onBlur={() => schedule(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          clearTimeout(timer.current);
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((o) => !o);
        }}
        className="text-sm font-semibold text-indigo-700 underline decoration-dotted underline-offset-4 hover:text-indigo-900"
      >
        {label}
      </button>
      <span
        id={id}
        role="note"
        data-testid="hover-card"
        hidden={!open}
        className="absolute top-full left-0 z-20 mt-2 block w-64 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg"
      >
        {children}
      </span>
    </span>
  );
}
