import { organizationMessages, type TeamMember } from '@codeflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addTeamMember, removeTeamMember } from '../../api/organization';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Button } from '../../components/ui/Button';
import { Toast, type ToastNotice } from '../../components/ui/Toast';
import { UpgradeLink } from '../../components/UpgradeLink';
import { useAuth } from '../../session/useAuth';
import { AddMemberForm, type NewMember } from './AddMemberForm';
import { InvitationList } from './InvitationList';
import { LeaveTeam } from './LeaveTeam';
import { TEAM_MESSAGE_MS, teamErrorMessage } from './teamMessages';
import { TEAM_KEY, useInTeam, useOrganizationInfo } from '../../session/useTeam';
import { useTeamMembers } from './useTeam';

const PANEL = 'rounded-lg border border-orange-200 bg-white p-4 shadow-sm';

/**
 * The dashboard's team management panel (docs/product.md#dashboard, #roles-and-plans): the owner
 * lists, adds and removes members; a member sees the team; everyone else learns that teams are
 * an Organization feature.
 */
export function TeamPanel() {
  const { user, features } = useAuth();
  const inTeam = useInTeam();
  // kept here, not in the member's view: leaving ends that view, and the notice must outlive it
  const [farewell, setFarewell] = useState<ToastNotice | null>(null);
  if (!user) return null;
  if (!inTeam) {
    // features not loaded yet: say nothing rather than something wrong
    if (features.team_management === undefined) return null;
    return (
      <section aria-labelledby="team-heading" className={PANEL} data-testid="team-panel">
        <h2 id="team-heading" className="font-semibold text-gray-900">
          Team Management
        </h2>
        <Toast
          notice={farewell}
          durationMs={TEAM_MESSAGE_MS}
          onExpire={() => setFarewell(null)}
          className="mt-2 block min-h-5 text-sm"
          testId="team-farewell"
        />
        <p className="mt-1 text-sm text-gray-600">
          Team management is available on the Organization tier only. <UpgradeLink />
        </p>
      </section>
    );
  }
  return <TeamManagement onLeft={setFarewell} />;
}

function TeamManagement({ onLeft }: { onLeft: (notice: ToastNotice) => void }) {
  const info = useOrganizationInfo(true);
  const members = useTeamMembers(true);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<ToastNotice | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: TEAM_KEY });
  const add = useMutation({ mutationFn: addTeamMember });
  const remove = useMutation({ mutationFn: (id: string) => removeTeamMember(id) });

  const isOwner = info.data?.is_owner ?? false;

  const max = info.data?.max_team_size ?? 10;
  const size = info.data?.team_size ?? members.data?.length ?? 0;
  const fullReason =
    info.data && size >= max ? `Your team has reached its maximum of ${max} members.` : null;

  const onAdd = async (member: NewMember): Promise<boolean> => {
    try {
      const added = await add.mutateAsync(member);
      const invited = 'status' in added;
      setNotice({
        text: invited
          ? organizationMessages.invitationSent(added.email)
          : organizationMessages.added,
        tone: 'success',
      });
      await refresh();
      return true;
    } catch (error) {
      setNotice({ text: teamErrorMessage(error, organizationMessages.addFailed), tone: 'error' });
      return false;
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      setRemoving(null);
      setNotice({ text: organizationMessages.removed, tone: 'success' });
      await refresh();
    } catch (error) {
      setRemoving(null);
      setNotice({
        text: teamErrorMessage(error, organizationMessages.removeFailed),
        tone: 'error',
      });
    }
  };

  return (
    <section aria-labelledby="team-heading" className={PANEL} data-testid="team-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="team-heading" className="font-semibold text-gray-900">
          Team Management (maximum {max} members)
        </h2>
        {info.data && (
          <span className="text-sm text-gray-600" data-testid="team-size">
            {size} / {max} members
            {info.data.subscription_status !== 'active' && ' · Organization plan not active'}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-gray-600">
        {isOwner
          ? 'Members get unlimited conversions, unlimited code length, all export formats and real-time collaboration on the flowcharts your team shares.'
          : `You are a member of ${info.data?.owner_full_name || 'an Organization'}’s team.`}
      </p>

      <Toast
        notice={notice}
        durationMs={TEAM_MESSAGE_MS}
        onExpire={() => setNotice(null)}
        className="mt-2 block min-h-5 text-sm"
        testId="team-message"
      />

      {members.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {organizationMessages.loadFailed}
        </p>
      ) : (
        <ul aria-label="Team members" className="mt-2 divide-y divide-gray-100">
          {members.data?.length === 0 && (
            <li className="py-2 text-sm text-gray-500">No members yet.</li>
          )}
          {members.data?.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0 text-sm">
                <span className="font-medium text-gray-900">{m.full_name}</span>{' '}
                <span className="break-all text-gray-500">{m.email}</span>
              </span>
              {isOwner && (
                <Button
                  variant="dangerOutline"
                  size="sm"
                  aria-label={`Remove ${m.full_name}`}
                  onClick={() => setRemoving(m)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {isOwner && <InvitationList onNotice={setNotice} />}

      {info.data && !isOwner && (
        <LeaveTeam ownerName={info.data.owner_full_name} onNotice={setNotice} onLeft={onLeft} />
      )}

      {isOwner && (
        <div className="mt-4 border-t border-gray-100 pt-4">
          <AddMemberForm
            fullReason={fullReason}
            busy={add.isPending}
            onAdd={onAdd}
            onInvalid={(text) => setNotice({ text, tone: 'error' })}
            onEdit={() => setNotice((n) => (n?.tone === 'error' ? null : n))}
          />
        </div>
      )}

      {removing && (
        <ConfirmDialog
          title="Remove team member?"
          confirmLabel="Remove"
          busyLabel="Removing…"
          busy={remove.isPending}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
          testId="remove-member-dialog"
        >
          <p>
            {removing.full_name} ({removing.email}) will leave the team and be signed out at once.
            Their account and their own flowcharts stay, on the Free plan.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
