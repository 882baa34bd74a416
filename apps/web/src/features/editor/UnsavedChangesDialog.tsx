import { useEffect, useRef } from 'react';
import type { Blocker } from 'react-router';

/** Asks whether to leave with unsaved changes; a native <dialog> keeps focus inside. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const ref = useRef<HTMLDialogElement>(null);
  const open = blocker.state === 'blocked';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="unsaved-title"
      className="m-auto max-w-sm rounded-lg p-5 shadow-xl backdrop:bg-black/40"
      onCancel={(e) => {
        e.preventDefault();
        blocker.reset?.();
      }}
    >
      <h2 id="unsaved-title" className="text-lg font-semibold text-gray-900">
        Unsaved changes
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        Your flowchart has changes that are not saved. Leave without saving?
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <button
          type="button"
          autoFocus
          className="rounded border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          onClick={() => blocker.reset?.()}
        >
          Stay
        </button>
        <button
          type="button"
          className="rounded bg-red-600 px-3 py-1.5 text-sm text-white hover:bg-red-700 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
          onClick={() => blocker.proceed?.()}
        >
          Leave
        </button>
      </div>
    </dialog>
  );
}
