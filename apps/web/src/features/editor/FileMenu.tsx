import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';

export type FileMenuItem = {
  label: string;
  /** shown at the item's end, e.g. the keyboard shortcut */
  hint?: string;
  onSelect: () => void;
  /** why the item cannot be used now (it stays listed, disabled, with this as its tooltip) */
  disabledReason?: string | null;
  hidden?: boolean;
};

/**
 * The editor's File menu (New, Save as copy, Save, History): a menu button whose items exist only while
 * it is open, so the toolbar stays short. Escape or a click elsewhere closes it.
 */
export function FileMenu({ items }: { items: FileMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    rootRef.current
      ?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')
      ?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
        if (open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
          e.preventDefault();
          const list = [
            ...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
          ];
          const at = list.indexOf(document.activeElement as HTMLElement);
          const next = (at + (e.key === 'ArrowDown' ? 1 : list.length - 1)) % list.length;
          list[next]?.focus();
        }
      }}
    >
      <Button
        ref={buttonRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        File
      </Button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="File"
          className="absolute left-0 z-30 mt-1 min-w-56 rounded border border-gray-200 bg-white py-1 shadow-lg"
        >
          {items
            .filter((item) => !item.hidden)
            .map((item) => (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                aria-disabled={item.disabledReason ? true : undefined}
                title={item.disabledReason ?? undefined}
                className="flex w-full items-center justify-between gap-6 px-3 py-1.5 text-left text-sm text-gray-800 hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:text-gray-400"
                onClick={() => {
                  if (item.disabledReason) return;
                  close();
                  item.onSelect();
                }}
              >
                <span>{item.label}</span>
                {item.hint && <span className="text-xs text-gray-500">{item.hint}</span>}
              </button>
            ))}
        </div>
      )}
    </div>
  );
}
