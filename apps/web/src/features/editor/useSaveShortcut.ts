import { useEffect, useRef } from 'react';
import { isSaveShortcut } from './saveRules';

/**
 * Ctrl/⌘+S calls `onSave` (the latest one), never the browser's "save page", also while focus
 * is in the code. With `onSave` null (a read-only view) the shortcut does nothing at all.
 */
export function useSaveShortcut(onSave: (() => void) | null): void {
  const latest = useRef(onSave);
  latest.current = onSave;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSaveShortcut(e)) return;
      e.preventDefault();
      latest.current?.();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
}
