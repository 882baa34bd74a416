import { authMessages, organizationMessages, PASSWORD_MIN_LENGTH } from '@codeflow/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { generatePassword } from './generatePassword';

export type NewMember = { full_name: string; email: string; password?: string };

type PasswordMode = 'invite' | 'now';

/**
 * The add form of the team panel (docs/product.md#validation-rules): full name and email, and
 * either an invite link (the default: the member chooses their password, none travels by email)
 * or a password set now, typed or made with Generate.
 */
export function AddMemberForm({
  fullReason,
  busy,
  onAdd,
  onInvalid,
  onEdit,
}: {
  /** why Add is disabled (the team is at its maximum), or null */
  fullReason: string | null;
  busy: boolean;
  /** resolves true when the member was added: the form clears */
  onAdd: (member: NewMember) => Promise<boolean>;
  onInvalid: (message: string) => void;
  /** a field was edited: a refusal about the old values is stale */
  onEdit?: () => void;
}) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [mode, setMode] = useState<PasswordMode>('invite');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const reasonId = useId();
  const name = useId();
  // a second click lands before React re-renders the disabled button: one add at a time
  const sending = useRef(false);
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onEdit?.();
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || busy) return;
    const trimmedName = fullName.trim();
    const trimmedEmail = email.trim();
    if (mode === 'invite' && (!trimmedName || !trimmedEmail)) {
      // no password in invite mode: do not ask for one (issue 22, item 22)
      onInvalid(organizationMessages.missingNameOrEmail);
      return;
    }
    if (!trimmedName || !trimmedEmail || (mode === 'now' && !password)) {
      onInvalid(organizationMessages.missingFields);
      return;
    }
    if (mode === 'now' && password.length < PASSWORD_MIN_LENGTH) {
      onInvalid(authMessages.passwordTooShort);
      return;
    }
    sending.current = true;
    const added = await onAdd({
      full_name: trimmedName,
      email: trimmedEmail,
      ...(mode === 'now' ? { password } : {}),
    }).finally(() => {
      sending.current = false;
    });
    if (added) {
      setFullName('');
      setEmail('');
      setPassword('');
    }
  };

  return (
    <form
      aria-label="Add a team member"
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Full name" value={fullName} onChange={edit(setFullName)} autoComplete="off" />
        <Field
          label="Email"
          type="email"
          value={email}
          onChange={edit(setEmail)}
          autoComplete="off"
        />
      </div>
      <fieldset className="flex flex-col gap-1 text-sm text-slate-700">
        <legend className="mb-1 font-medium">Password</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={mode === 'invite'}
            onChange={() => setMode('invite')}
          />
          Email an invite link: they choose their own password
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={mode === 'now'}
            onChange={() => setMode('now')}
          />
          Set a password now and tell them yourself (temporary: they choose their own at first
          sign-in, within 7 days)
        </label>
      </fieldset>
      {mode === 'now' && (
        <div className="flex items-end gap-2">
          <Field
            className="flex-1"
            label="Password"
            type={showPassword ? 'text' : 'password'}
            value={password}
            onChange={edit(setPassword)}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
          />
          <Button onClick={() => setShowPassword((s) => !s)}>
            {showPassword ? 'Hide' : 'Show'}
          </Button>
          <Button
            onClick={() => {
              setPassword(generatePassword());
              setShowPassword(true);
            }}
          >
            Generate
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          variant="primary"
          busy={busy}
          disabled={fullReason !== null}
          aria-describedby={fullReason ? reasonId : undefined}
        >
          {busy ? 'Adding…' : 'Add member'}
        </Button>
        {fullReason && (
          <span id={reasonId} className="text-sm text-amber-700">
            {fullReason}
          </span>
        )}
      </div>
    </form>
  );
}
