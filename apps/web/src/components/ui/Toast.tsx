import { useEffect, useRef } from 'react';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

export interface ToastNotice {
  text: string;
  tone: ToastTone;
}

const TONES: Readonly<Record<ToastTone, string>> = {
  success: 'text-green-700',
  error: 'text-red-600',
  warning: 'text-amber-700',
  info: 'text-gray-700',
};

export interface ToastProps {
  /** What to say; a new object restarts the timer even when the text repeats. */
  notice: ToastNotice | null;
  /** How long the notice stays; null keeps it until replaced. */
  durationMs: number | null;
  /** Called when the time is up: the caller clears its notice. */
  onExpire: () => void;
  className?: string;
  testId?: string;
}

/**
 * A polite live region that says a short outcome ("Copied", "Email sent") and clears it after
 * `durationMs`. The region stays in the page while empty, so screen readers keep watching it.
 */
export function Toast({ notice, durationMs, onExpire, className, testId }: ToastProps) {
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (!notice || durationMs === null) return;
    const timer = setTimeout(() => expire.current(), durationMs);
    return () => clearTimeout(timer);
  }, [notice, durationMs]);

  return (
    <span role="status" aria-live="polite" className={className} data-testid={testId}>
      {notice && <span className={TONES[notice.tone]}>{notice.text}</span>}
    </span>
  );
}
