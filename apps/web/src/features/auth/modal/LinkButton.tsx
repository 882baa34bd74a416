import type { ReactNode } from 'react';

/** A text-styled button that switches the modal's screen. */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-semibold text-indigo-600 hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {children}
    </button>
  );
}
