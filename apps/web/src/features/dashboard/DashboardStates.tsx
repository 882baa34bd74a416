import { CreateNewButton } from './CreateNewButton';
import { Button } from '../../components/ui/Button';

/** Placeholder cards while the list loads. */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading flowcharts" data-testid="dashboard-loading">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="animate-pulse rounded-lg border border-gray-200 bg-white p-4">
            <div className="h-5 w-2/3 rounded bg-gray-200" />
            <div className="mt-3 h-4 w-1/3 rounded bg-gray-100" />
            <div className="mt-6 flex gap-2">
              {[0, 1, 2].map((b) => (
                <div key={b} className="h-8 w-14 rounded bg-gray-100" />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EmptyState({ createBlockedReason }: { createBlockedReason: string | null }) {
  return (
    <div
      className="rounded-lg border-2 border-dashed border-gray-300 px-6 py-16 text-center"
      data-testid="dashboard-empty"
    >
      <h2 className="text-lg font-semibold text-gray-900">No flowcharts yet</h2>
      <p className="mx-auto mt-2 max-w-md text-gray-600">
        Paste some code into the editor and save the flowchart: it will show up here.
      </p>
      <div className="mt-6">
        <CreateNewButton blockedReason={createBlockedReason} />
      </div>
    </div>
  );
}

export function LoadErrorBox({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
      data-testid="dashboard-error"
    >
      <p className="text-red-800">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
