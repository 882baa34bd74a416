import type { ReactNode } from 'react';
import { AdminActionDialog } from './AdminActionDialog';

/**
 * Admin Password Verification (docs/product.md#super-admin-screen): asked before a sensitive
 * action that has no fields of its own (enable/disable, bulk actions, the first step of a
 * password change).
 */
export function AdminPasswordDialog({
  action,
  submitLabel = 'Verify',
  tone,
  onSubmit,
  onClose,
  failureText,
}: {
  /** What is about to happen, in a sentence. */
  action: ReactNode;
  submitLabel?: string;
  tone?: 'primary' | 'danger';
  onSubmit: (adminPassword: string) => Promise<void>;
  onClose: () => void;
  failureText?: string;
}) {
  return (
    <AdminActionDialog
      title="Admin Password Verification"
      description={
        <>
          <p>{action}</p>
          <p className="mt-1 text-gray-600">Enter your own password to confirm.</p>
        </>
      }
      submitLabel={submitLabel}
      busyLabel="Verifying…"
      tone={tone}
      onSubmit={onSubmit}
      onClose={onClose}
      failureText={failureText}
      testId="admin-password-dialog"
    />
  );
}
