/** The outcome of a form: a success read out politely, an error at once. */
export type FormOutcome = { kind: 'success' | 'error'; text: string } | null;

export function FormStatus({ outcome, testId }: { outcome: FormOutcome; testId?: string }) {
  if (!outcome) return null;
  return outcome.kind === 'success' ? (
    <p role="status" data-testid={testId} className="mt-3 text-sm text-green-700">
      {outcome.text}
    </p>
  ) : (
    <p role="alert" data-testid={testId} className="mt-3 text-sm text-red-700">
      {outcome.text}
    </p>
  );
}

/** The message to show for a failed call: ApiError carries the user's text already. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A field's onChange that also clears the form's messages: they spoke of the value just edited
 * (issue 22, item 13: an error must not stay up after the field is corrected).
 */
export function clearingOnEdit(
  set: (value: string) => void,
  ...clear: ((value: null) => void)[]
): (value: string) => void {
  return (value) => {
    set(value);
    for (const c of clear) c(null);
  };
}

/** The first message of a failed check of one field against its contracts schema, or null. */
export function firstIssue(
  result: { success: true } | { success: false; error: { issues: { message: string }[] } },
): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
