import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { ADMIN_MESSAGES } from './adminMessages';
import { errorText } from './errorText';

export interface AdminActionDialogProps {
  title: string;
  /** What the action does, above the fields. */
  description?: ReactNode;
  /** The action's own fields (role, tier, new user...), above the admin password. */
  children?: ReactNode;
  submitLabel: string;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  /** Extra checks before sending: the message to show, or null. */
  validate?: () => string | null;
  /** False keeps the submit button disabled (e.g. a required field still empty). */
  canSubmit?: boolean;
  /** Sends the action with the admin's password; a rejection's text is shown in the dialog. */
  onSubmit: (adminPassword: string) => Promise<void>;
  /** Fallback text when the server gives no detail. */
  failureText?: string;
  onClose: () => void;
  testId?: string;
  /** Lets a form enable its submit only once the admin password is typed. */
  onAdminPasswordChange?: (value: string) => void;
}

/**
 * A sensitive admin action (docs/product.md#roles-and-plans): its fields, then the admin's own
 * password, which the server checks. A blank password never leaves the browser ("Admin password
 * is required.", docs/product.md#validation-rules). Failures stay in the dialog so the admin can
 * correct and retry; success closes it (the caller unmounts it).
 */
export function AdminActionDialog({
  title,
  description,
  children,
  submitLabel,
  busyLabel = 'Working…',
  tone = 'primary',
  validate,
  canSubmit = true,
  onSubmit,
  failureText = ADMIN_MESSAGES.genericError,
  onClose,
  testId,
  onAdminPasswordChange,
}: AdminActionDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const action = useMutation({ mutationFn: onSubmit });
  // success closes the dialog (the caller unmounts it): it stays busy until then
  const busy = action.isPending || action.isSuccess;
  const shownError = error ?? (action.isError ? errorText(action.error, failureText) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validate?.() ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    if (password.trim() === '') {
      setPasswordError(ADMIN_MESSAGES.adminPasswordRequired);
      return;
    }
    setError(null);
    setPasswordError(null);
    action.mutate(password);
  };

  return (
    <Dialog title={title} onClose={onClose} testId={testId} size="lg" closeButton>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        {description && <div className="text-sm text-gray-700">{description}</div>}
        {children}
        <Field
          label="Your admin password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            setPasswordError(null);
            onAdminPasswordChange?.(v);
          }}
          error={passwordError}
          data-autofocus={children ? undefined : true}
        />
        {shownError && (
          <p
            role="alert"
            className="rounded border border-red-200 bg-red-50 p-2 text-sm text-red-700"
          >
            {shownError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={tone} busy={busy} disabled={!canSubmit}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
