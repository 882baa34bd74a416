import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside) and Escape fires `cancel`, which we route to onClose so React state stays the truth.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Callers unmount the dialog to close it. Closing it while still in the document (a layout
  // cleanup runs before React removes the node) lets the browser return focus to the button that
  // opened it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg p-5 shadow-xl backdrop:bg-black/40"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
