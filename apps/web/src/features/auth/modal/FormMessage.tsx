/** An error (role=alert, read out at once) or a success note under a form. */
export function FormMessage({ kind, text }: { kind: 'error' | 'success'; text: string | null }) {
  if (!text) return null;
  return kind === 'error' ? (
    <p
      role="alert"
      data-testid="auth-error"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      {text}
    </p>
  ) : (
    <p
      role="status"
      data-testid="auth-success"
      className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800"
    >
      {text}
    </p>
  );
}
