import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveShortcut } from './useSaveShortcut';

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { cancelable: true, ...init });
  window.dispatchEvent(event);
  return event;
};

describe('useSaveShortcut', () => {
  it('Ctrl+S and ⌘S call the latest handler and never reach the browser', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ onSave }) => useSaveShortcut(onSave), {
      initialProps: { onSave: first as (() => void) | null },
    });
    expect(press({ key: 's', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);

    rerender({ onSave: second });
    press({ key: 'S', metaKey: true });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);

    unmount();
    expect(press({ key: 's', ctrlKey: true }).defaultPrevented).toBe(false);
  });

  it('other keys pass; with no handler (read-only) the shortcut is still kept from the browser', () => {
    const onSave = vi.fn();
    const { rerender } = renderHook(({ handler }) => useSaveShortcut(handler), {
      initialProps: { handler: onSave as (() => void) | null },
    });
    expect(press({ key: 's' }).defaultPrevented).toBe(false);
    expect(press({ key: 's', ctrlKey: true, shiftKey: true }).defaultPrevented).toBe(false);
    expect(onSave).not.toHaveBeenCalled();

    rerender({ handler: null });
    expect(press({ key: 's', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });
});
