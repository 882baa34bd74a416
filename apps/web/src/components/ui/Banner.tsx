import type { ReactNode } from 'react';
import { Button } from './Button';

export type BannerTone = 'warning' | 'notice';

const TONES: Readonly<Record<BannerTone, string>> = {
  warning: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  notice: 'border-amber-200 bg-amber-50 text-amber-900',
};

/** A full-width strip under the header (unverified account, session ended). */
export function Banner({
  tone,
  children,
  onDismiss,
  role,
  testId,
}: {
  tone: BannerTone;
  children: ReactNode;
  /** Adds a × button that calls this. */
  onDismiss?: () => void;
  role?: 'status' | 'alert';
  testId?: string;
}) {
  return (
    <div role={role} data-testid={testId} className={`border-b px-4 py-2 text-sm ${TONES[tone]}`}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-1">
        {children}
        {onDismiss && (
          <Button
            variant="icon"
            onClick={onDismiss}
            aria-label="Dismiss"
            className="px-1.5 text-lg leading-none"
          >
            ×
          </Button>
        )}
      </div>
    </div>
  );
}
