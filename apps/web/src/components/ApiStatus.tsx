import { useQuery } from '@tanstack/react-query';
import { getHealth } from '../api/health';

export const HEALTH_QUERY_KEY = ['health'] as const;

/**
 * Whether the browser can reach the API (the e2e suite checks it through this). A failure is
 * shown to everyone; "ok (database)" only to admins (`showWhenOk`) — it means nothing to a
 * visitor — and stays in the page hidden otherwise.
 */
export function ApiStatus({ showWhenOk = false }: { showWhenOk?: boolean }) {
  const health = useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: ({ signal }) => getHealth({ signal }),
    // A status line should report the failure now, not after background retries.
    retry: false,
  });

  let text = 'API: checking…';
  let tone = 'bg-slate-300';
  if (health.isSuccess) {
    text = `API: ${health.data.status} (${health.data.database})`;
    tone = 'bg-emerald-500';
  } else if (health.isError) {
    text = `API: ${health.error.message}`;
    tone = 'bg-red-500';
  }

  return (
    <p
      data-testid="api-status"
      data-state={health.status}
      hidden={!health.isError && !showWhenOk}
      role="status"
      className="flex items-center gap-2 text-xs text-slate-500"
    >
      <span aria-hidden="true" className={`inline-block size-2 rounded-full ${tone}`} />
      {text}
    </p>
  );
}
