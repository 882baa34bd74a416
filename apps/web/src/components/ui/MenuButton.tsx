import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';

export type MenuItem = {
  label: string;
  /** shown at the item's end, e.g. the keyboard shortcut */
  hint?: string;
  onSelect: () => void;
  /** why the item cannot be used now (it stays listed, disabled, with this as its tooltip) */
  disabledReason?: string | null;
  hidden?: boolean;
  /** a switch (menuitemcheckbox): on or off */
  checked?: boolean;
  testId?: string;
};

/**
 * A menu button (WAI-ARIA menu pattern) whose items exist only while it is open, so a toolbar
 * stays short: the first item takes the focus, ↑ ↓ Home End move, Escape or a click elsewhere
 * closes it and gives the focus back to the button.
 */
export function MenuButton({
  label,
  items,
  buttonLabel,
  title,
  size,
  align = 'left',
  testId,
}: {
  /** the menu's name (and the button's, unless `buttonLabel`) */
  label: string;
  items: MenuItem[];
  /** what the button shows, when not `label` */
  buttonLabel?: ReactNode;
  title?: string;
  size?: 'sm';
  align?: 'left' | 'right';
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const checkable = items.some((item) => item.checked !== undefined);
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
      ?.querySelector<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])')
      ?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const move = (key: string) => {
    const list = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = list.indexOf(document.activeElement as HTMLElement);
    const to: Record<string, number> = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at + list.length - 1) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    list[to[key] ?? at]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(e) => {
        if (!open) return;
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) {
          e.preventDefault();
          move(e.key);
        } else if (e.key === 'Tab') {
          setOpen(false);
        }
      }}
    >
      <Button
        ref={buttonRef}
        {...(size ? { size } : {})}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={title}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {buttonLabel ?? label}
      </Button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={`absolute ${align === 'right' ? 'right-0' : 'left-0'} z-30 mt-1 min-w-56 rounded border border-gray-200 bg-white py-1 shadow-lg`}
        >
          {items
            .filter((item) => !item.hidden)
            .map((item) => (
              <button
                key={item.label}
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
                aria-checked={item.checked}
                aria-disabled={item.disabledReason ? true : undefined}
                title={item.disabledReason ?? undefined}
                data-testid={item.testId}
                className="flex w-full items-center justify-between gap-6 px-3 py-1.5 text-left text-sm text-gray-800 hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:text-gray-400"
                onClick={() => {
                  if (item.disabledReason) return;
                  close();
                  item.onSelect();
                }}
              >
                <span className="whitespace-nowrap">
                  {/* the tick's place is kept on every item, so the labels line up */}
                  {checkable && (
                    <span aria-hidden="true" className="mr-1 inline-block w-4">
                      {item.checked ? '✓' : ''}
                    </span>
                  )}
                  {item.label}
                </span>
                {item.hint && (
                  <span className="text-xs whitespace-nowrap text-gray-500">{item.hint}</span>
                )}
              </button>
            ))}
        </div>
      )}
    </div>
  );
}
