import { DEFAULT_FLOWCHART_TITLE, type AdminUserRow } from '@codeflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { getUserFlowcharts } from '../../api/admin';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { languageBadgeClasses, languageName } from '../../components/ui/badgeClasses';
import { ADMIN_USERS_KEY } from './adminQueryKeys';
import { ADMIN_MESSAGES } from './adminMessages';
import { errorText } from './errorText';
import { formatDay } from './formatDate';

/**
 * A user's flowcharts (docs/product.md#super-admin-screen): "Total: N flowcharts", then each
 * title, language and created date. The server never sends the code.
 */
export function UserFlowchartsDialog({
  user,
  onClose,
}: {
  user: AdminUserRow;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'flowcharts', user.id],
    queryFn: ({ signal }) => getUserFlowcharts(user.id, signal),
    staleTime: 0,
  });
  const name = query.data?.user.full_name || user.full_name || user.email;

  return (
    <Dialog
      title={`Flowcharts of ${name}`}
      onClose={onClose}
      closeButton
      closeOnBackdrop
      size="lg"
      testId="user-flowcharts-dialog"
    >
      <div className="mt-3 text-sm">
        {query.isPending ? (
          <p role="status" className="text-gray-600">
            Loading flowcharts…
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-red-700">
            {errorText(query.error, ADMIN_MESSAGES.loadUserFlowchartsFailed)}
          </p>
        ) : (
          <>
            <p className="font-medium text-gray-900" data-testid="user-flowcharts-total">
              Total: {query.data.total_count} flowcharts
            </p>
            {query.data.flowcharts.length === 0 ? (
              <p className="mt-3 text-gray-600">This user has no flowcharts.</p>
            ) : (
              <ul className="mt-3 max-h-80 divide-y divide-gray-100 overflow-y-auto rounded border border-gray-200">
                {query.data.flowcharts.map((f) => (
                  <li key={f.id} className="flex items-center justify-between gap-3 px-3 py-2">
                    <span className="min-w-0 break-words text-gray-900">
                      {f.title.trim() || DEFAULT_FLOWCHART_TITLE}
                    </span>
                    <span className="flex shrink-0 items-center gap-2">
                      <Badge colors={languageBadgeClasses(f.language)} className="ring-1">
                        {languageName(f.language)}
                      </Badge>
                      <span className="text-gray-500">{formatDay(f.created_at)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
