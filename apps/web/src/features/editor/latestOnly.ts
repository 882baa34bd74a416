export type LatestOutcome<R> = { stale: false; value: R } | { stale: true };

/**
 * Wraps an async job so only the newest call's answer counts: starting a call aborts the previous
 * one's signal, and an older call that still settles reports `stale` instead of its value (or
 * error), so a slow answer never overwrites a newer chart.
 */
export function latestOnly<A, R>(job: (args: A, signal: AbortSignal) => Promise<R>) {
  let seq = 0;
  let controller: AbortController | undefined;
  const run = async (args: A): Promise<LatestOutcome<R>> => {
    const mine = ++seq;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    try {
      const value = await job(args, own.signal);
      return mine === seq ? { stale: false, value } : { stale: true };
    } catch (error) {
      if (mine !== seq) return { stale: true };
      throw error;
    }
  };
  /** aborts the running call; its answer will be stale */
  run.cancel = () => {
    seq++;
    controller?.abort();
    controller = undefined;
  };
  return run;
}
