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
