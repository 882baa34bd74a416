import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open?: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  /** Why the last attempt failed (read out at once). */
  error?: string | null;
  onConfirm: () => void;
  /** Cancel, Escape and the backdrop all cancel. */
  onCancel: () => void;
  testId?: string;
  size?: 'sm' | 'lg';
}

/** A question with Cancel and a confirm button; focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  open = true,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  error,
  onConfirm,
  onCancel,
  testId,
  size = 'lg',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} testId={testId} size={size}>
      <div className="mt-2 text-sm text-gray-700">{children}</div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={tone} disabled={busy} onClick={onConfirm}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
