import {
  DEFAULT_FLOWCHART_TITLE,
  type FlowchartListItem,
  type TeamFlowchart,
} from '@codeflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { shareWithTeam, unshareFromTeam } from '../../api/organization';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Toast, type ToastNotice } from '../../components/ui/Toast';
import { inputClass } from '../../components/ui/Field';
import { languageBadgeClasses, languageName } from '../../components/ui/badgeClasses';
import { relativeTime } from '../../lib/relativeTime';
import { TEAM_MESSAGE_MS, teamErrorMessage } from './teamMessages';
import { TEAM_KEY, useInTeam, useTeamFlowcharts } from '../../session/useTeam';
import { useOrganizationInfo } from '../../session/useTeam';

/**
 * The dashboard's "Team" section: flowcharts shared with the caller's team, with their owner;
 * any member opens one in the editor, and shares one of their own from here.
 */
export function TeamFlowchartsSection({
  myFlowcharts,
  now,
}: {
  /** the caller's own flowcharts (the dashboard's list), to pick one to share */
  myFlowcharts: readonly FlowchartListItem[];
  now: number;
}) {
  const inTeam = useInTeam();
  const info = useOrganizationInfo(inTeam);
  const active = info.data?.subscription_status === 'active';
  const list = useTeamFlowcharts(inTeam && active);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState('');
  const [notice, setNotice] = useState<ToastNotice | null>(null);
  const pickId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...TEAM_KEY, 'flowcharts'] });

  const share = useMutation({
    mutationFn: shareWithTeam,
    onSuccess: async () => {
      setPicked('');
      setNotice({ text: 'Shared with your team', tone: 'success' });
      await refresh();
    },
    onError: (error) =>
      setNotice({ text: teamErrorMessage(error, 'Failed to share with your team'), tone: 'error' }),
  });
  const unshare = useMutation({
    mutationFn: unshareFromTeam,
    onSuccess: async () => {
      setNotice({ text: 'No longer shared with your team', tone: 'success' });
      await refresh();
    },
    onError: (error) =>
      setNotice({ text: teamErrorMessage(error, 'Failed to stop sharing'), tone: 'error' }),
  });

  if (!inTeam || !active) return null;
  const shared = new Set(list.data?.map((f) => f.id));
  const shareable = myFlowcharts.filter((f) => !shared.has(f.id));
  const isOwner = info.data?.is_owner ?? false;

  return (
    <section aria-labelledby="team-flowcharts-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="team-flowcharts-heading" className="text-xl font-bold text-gray-900">
          Team
        </h2>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (picked) share.mutate(picked);
          }}
        >
          <label htmlFor={pickId} className="sr-only">
            Flowchart to share with your team
          </label>
          <select
            id={pickId}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            className={`${inputClass} max-w-64`}
            disabled={shareable.length === 0}
          >
            <option value="">
              {shareable.length === 0 ? 'Nothing left to share' : 'Choose one of yours…'}
            </option>
            {shareable.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title.trim() || DEFAULT_FLOWCHART_TITLE}
              </option>
            ))}
          </select>
          <Button
            type="submit"
            variant="primary"
            className="whitespace-nowrap"
            disabled={!picked}
            busy={share.isPending}
          >
            Share with team
          </Button>
        </form>
      </div>
      <Toast
        notice={notice}
        durationMs={TEAM_MESSAGE_MS}
        onExpire={() => setNotice(null)}
        className="block min-h-5 text-sm"
        testId="team-flowcharts-message"
      />
      {list.isError ? (
        <p role="alert" className="text-sm text-red-600">
          Failed to load your team’s flowcharts
        </p>
      ) : list.data?.length === 0 ? (
        <p className="text-sm text-gray-500">
          Nothing shared with your team yet. Share a flowchart so that every member can open it.
        </p>
      ) : (
        <ul
          aria-label="Team flowcharts"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {list.data?.map((f) => (
            <TeamFlowchartCard
              key={f.id}
              flowchart={f}
              now={now}
              canUnshare={f.is_mine || isOwner}
              unsharing={unshare.isPending && unshare.variables === f.id}
              onOpen={() => void navigate('/editor', { state: { flowchartId: f.id } })}
              onUnshare={() => unshare.mutate(f.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A flowchart shared with the team: title, language, who and when, Open and Stop sharing. */
function TeamFlowchartCard({
  flowchart: f,
  now,
  canUnshare,
  unsharing,
  onOpen,
  onUnshare,
}: {
  flowchart: TeamFlowchart;
  now: number;
  canUnshare: boolean;
  unsharing: boolean;
  onOpen: () => void;
  onUnshare: () => void;
}) {
  const title = f.title.trim() || DEFAULT_FLOWCHART_TITLE;
  return (
    <li
      data-testid="team-flowchart-card"
      aria-label={title}
      className="flex flex-col gap-2 rounded-lg border border-orange-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-gray-900">{title}</h3>
        <Badge colors={languageBadgeClasses(f.language)} className="shrink-0 ring-1">
          {languageName(f.language)}
        </Badge>
      </div>
      <p className="text-sm text-gray-600">
        {f.is_mine ? 'Yours' : `By ${f.owner_full_name || 'a team member'}`} · Updated{' '}
        <time dateTime={f.updated_at}>{relativeTime(f.updated_at, now)}</time>
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onOpen}>
          Open
        </Button>
        {canUnshare && (
          <Button variant="dangerOutline" busy={unsharing} onClick={onUnshare}>
            Stop sharing
          </Button>
        )}
      </div>
    </li>
  );
}
