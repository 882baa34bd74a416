import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from './Button';

export interface DialogProps {
  /** Defaults to true: most callers mount the dialog to open it and unmount it to close it. */
  open?: boolean;
  title: ReactNode;
  /** Escape, the × button and (when enabled) a backdrop click ask to close through this. */
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Adds the × button in the top right corner. */
  closeButton?: boolean;
  closeOnBackdrop?: boolean;
  /** When this changes, focus moves to the element marked `data-autofocus` (a new screen). */
  focusKey?: unknown;
  titleClassName?: string;
  /** Extra classes of the panel (padding, rounding). */
  panelClassName?: string;
}

const WIDTHS = {
  sm: 'w-[min(24rem,calc(100vw-2rem))]',
  md: 'w-[min(28rem,calc(100vw-2rem))]',
  lg: 'w-[min(32rem,calc(100vw-2rem))]',
} as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The page behind is inert, but browsers let Tab go past the dialog's last control to their own
 * toolbar; wrap around instead so keyboard focus never leaves the dialog.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function focusMarked(dialog: HTMLDialogElement): void {
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and turns Escape
 * into a `cancel` event, which goes to onClose so React state stays the truth.
 * Focus starts on the `data-autofocus` element (else the browser's pick, the first control) and
 * goes back to the element that opened the dialog when it closes.
 */
export function Dialog({
  open = true,
  title,
  onClose,
  children,
  testId,
  size = 'md',
  closeButton = false,
  closeOnBackdrop = false,
  focusKey,
  titleClassName = 'text-lg font-semibold text-gray-900',
  panelClassName = 'p-5',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      focusMarked(dialog);
    }
    if (!open && dialog.open) {
      dialog.close();
      restoreFocus(opener.current);
    }
  }, [open]);

  const shownKey = useRef(focusKey);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog?.open || Object.is(focusKey, shownKey.current)) return;
    shownKey.current = focusKey;
    focusMarked(dialog);
  }, [focusKey]);

  // The page behind a modal does not scroll.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  // Callers unmount the dialog to close it: close it while still in the document (a layout
  // cleanup runs before React removes the node), then hand focus back to its opener.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) {
        dialog.close();
        restoreFocus(opener.current);
      }
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      data-testid={testId}
      className={`m-auto max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/50 ${WIDTHS[size]}`}
      onKeyDown={wrapTab}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the backdrop reaches the <dialog> itself; the panel inside covers the rest.
      onClick={closeOnBackdrop ? (e) => e.target === e.currentTarget && onClose() : undefined}
    >
      {open && (
        <div className={`relative ${panelClassName}`}>
          {closeButton && <CloseButton onClick={onClose} />}
          <h2 id={titleId} className={titleClassName}>
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

function restoreFocus(element: Element | null): void {
  if (element instanceof HTMLElement && element.isConnected) element.focus();
}

function CloseButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="icon"
      onClick={onClick}
      aria-label="Close"
      className="absolute top-3 right-3 p-1.5"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M6 6l12 12M18 6L6 18"
        />
      </svg>
    </Button>
  );
}
