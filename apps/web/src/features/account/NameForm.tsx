import { useMutation } from '@tanstack/react-query';
import { fullNameSchema, type UserProfile } from '@codeflow/contracts';
import { useState, type FormEvent } from 'react';
import { updateFullName } from '../../api/account';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { clearingOnEdit, errorText, FormStatus, type FormOutcome } from './FormStatus';

/** Full name, with the sign-up rule (no line breaks or control characters) checked first here. */
export function NameForm({
  fullName,
  onSaved,
}: {
  fullName: string;
  onSaved: (profile: UserProfile) => void | Promise<unknown>;
}) {
  const [value, setValue] = useState(fullName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const save = useMutation({
    mutationFn: async (fullName: string) => {
      const profile = await updateFullName(fullName);
      setValue(profile.full_name);
      await onSaved(profile);
    },
    onSuccess: () => setOutcome({ kind: 'success', text: ACCOUNT_MESSAGES.nameSaved }),
    onError: (error) => setOutcome({ kind: 'error', text: errorText(error) }),
  });
  const busy = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = fullNameSchema.safeParse(value);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    save.mutate(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-md">
      <Field
        label="Full name"
        value={value}
        onChange={clearingOnEdit(setValue, setFieldError, setOutcome)}
        error={fieldError}
        autoComplete="name"
        maxLength={200}
        data-testid="full-name"
      />
      <Button type="submit" variant="primary" className="mt-3" busy={busy}>
        {busy ? 'Saving…' : 'Save name'}
      </Button>
      <FormStatus outcome={outcome} testId="name-status" />
    </form>
  );
}
