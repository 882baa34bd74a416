/** Shown while the first route's code chunk downloads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-slate-500">
      Loading…
    </div>
  );
}
