import type { FlowchartListItem } from '@codeflow/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { AdminDashboardPanel } from '../../features/admin/AdminDashboardPanel';
import { useAuth } from '../../session/useAuth';
import { useTeamPlanSource } from '../../session/useTeam';
import { DashboardHeader } from '../../features/dashboard/DashboardHeader';
import { CardSkeletons, EmptyState, LoadErrorBox } from '../../features/dashboard/DashboardStates';
import { DashboardToolbar } from '../../features/dashboard/DashboardToolbar';
import { DeleteFlowchartDialog } from '../../features/dashboard/DeleteFlowchartDialog';
import { FlowchartCard } from '../../features/dashboard/FlowchartCard';
import { loadErrorMessage } from '../../features/dashboard/loadWithAuthRetry';
import {
  canShare,
  createBlockedReason,
  duplicateBlockedReason,
  editBlockedReason,
} from '../../features/dashboard/planRules';
import { listView, type SortOrder } from '../../features/dashboard/listView';
import { useDuplicateFlowchart } from '../../features/dashboard/useDuplicateFlowchart';
import { useFlowchartList } from '../../features/dashboard/useFlowchartList';
import { useNow } from '../../features/dashboard/useNow';
import { ShareDialog } from '../../features/share/ShareDialog';
import { TeamFlowchartsSection } from '../../features/team/TeamFlowchartsSection';
import { MyInvitations } from '../../features/team/MyInvitations';
import { TeamPanel } from '../../features/team/TeamPanel';

type OpenDialog = { kind: 'delete' | 'share'; flowchart: FlowchartListItem } | null;

/** /dashboard: My Flowcharts (docs/product.md#dashboard). */
export function DashboardPage() {
  const { user, features, refreshProfile } = useAuth();
  const navigate = useNavigate();
  const list = useFlowchartList();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const now = useNow();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortOrder>('updated');
  const duplicate = useDuplicateFlowchart();
  const team = useTeamPlanSource();

  // The lifetime count lives on the profile; flowcharts saved in the editor since sign-in raised it.
  useEffect(() => {
    void refreshProfile();
  }, [refreshProfile]);

  if (!user) return null; // AccessGate renders this page only for signed-in users

  const used = user.lifetime_flowcharts_created;
  const limit = features.flowchart_limit;
  const blocked = createBlockedReason(used, limit);
  const shown = list.data ? listView(list.data, query, sort) : [];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <PageTitle title="My Flowcharts" />
      <DashboardHeader tier={user.subscription_tier} team={team} used={used} limit={limit} />

      {/* invitations to join a team, the team-management panel and, for admins, the tier-switch panel (docs/product.md#dashboard) */}
      <MyInvitations />
      <TeamPanel />
      <AdminDashboardPanel />

      {list.isPending ? (
        <CardSkeletons />
      ) : list.isError ? (
        <LoadErrorBox message={loadErrorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState createBlockedReason={blocked} />
      ) : (
        <>
          <DashboardToolbar
            query={query}
            onQuery={setQuery}
            sort={sort}
            onSort={setSort}
            shown={shown.length}
            total={list.data.length}
          />
          {duplicate.isError && (
            <p role="alert" className="text-sm text-red-600" data-testid="duplicate-error">
              {duplicate.error.message}
            </p>
          )}
          {shown.length === 0 && (
            <p className="py-8 text-center text-gray-500" data-testid="no-matches">
              No flowcharts match “{query.trim()}”.
            </p>
          )}
          <ul
            aria-label="Saved flowcharts"
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {shown.map((f) => (
              <FlowchartCard
                key={f.id}
                flowchart={f}
                now={now}
                editBlockedReason={editBlockedReason(features)}
                shareable={canShare(features)}
                duplicateBlockedReason={duplicateBlockedReason(user.subscription_tier, used, limit)}
                duplicating={duplicate.isPending && duplicate.variables === f.id}
                actions={{
                  onView: () =>
                    void navigate('/editor', { state: { flowchartId: f.id, readOnly: true } }),
                  onEdit: () => void navigate('/editor', { state: { flowchartId: f.id } }),
                  onShare: () => setDialog({ kind: 'share', flowchart: f }),
                  onDelete: () => setDialog({ kind: 'delete', flowchart: f }),
                  onDuplicate: () => duplicate.mutate(f.id),
                }}
              />
            ))}
          </ul>
        </>
      )}

      <TeamFlowchartsSection myFlowcharts={list.data ?? []} now={now} />

      {dialog?.kind === 'delete' && (
        <DeleteFlowchartDialog flowchart={dialog.flowchart} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'share' && (
        <ShareDialog flowchart={dialog.flowchart} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
