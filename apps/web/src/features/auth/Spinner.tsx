export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="mx-auto block size-10 animate-spin rounded-full border-4 border-slate-200 border-t-indigo-600"
    />
  );
}
