import {
  organizationMessages,
  type InvitationStatus,
  type TeamInvitation,
} from '@codeflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listInvitations, revokeInvitation } from '../../api/organization';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import type { ToastNotice } from '../../components/ui/Toast';
import { TEAM_KEY } from '../../session/useTeam';
import { teamErrorMessage } from './teamMessages';

const STATE: Readonly<Record<InvitationStatus, string>> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  revoked: 'Revoked',
  expired: 'Expired',
};

/**
 * The owner's invitations of existing accounts with their state (decision 033); a pending one
 * can be revoked, after a confirmation.
 */
export function InvitationList({ onNotice }: { onNotice: (notice: ToastNotice) => void }) {
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  const invitations = useQuery({
    queryKey: [...TEAM_KEY, 'invitations'],
    queryFn: ({ signal }) => listInvitations(signal),
    retry: false,
  });
  const revoke = useMutation({ mutationFn: (id: string) => revokeInvitation(id) });

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      onNotice({ text: organizationMessages.invitationRevoked, tone: 'success' });
    } catch (error) {
      onNotice({
        text: teamErrorMessage(error, organizationMessages.invitationNotFound),
        tone: 'error',
      });
    }
    setRevoking(null);
    await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
  };

  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-medium text-gray-900">Invitations</h3>
      <ul aria-label="Invitations" className="mt-1 divide-y divide-gray-100">
        {list.map((i) => (
          <li
            key={i.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
            data-testid="team-invitation"
          >
            <span className="min-w-0 text-sm">
              <span className="font-medium text-gray-900">{i.full_name}</span>{' '}
              <span className="break-all text-gray-500">{i.email}</span>{' '}
              <span className="text-gray-600" data-testid="invitation-state">
                · {STATE[i.status]}
              </span>
            </span>
            {i.status === 'pending' && (
              <Button
                variant="dangerOutline"
                size="sm"
                aria-label={`Revoke the invitation of ${i.full_name}`}
                onClick={() => setRevoking(i)}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      {revoking && (
        <ConfirmDialog
          title="Revoke invitation?"
          confirmLabel="Revoke"
          busyLabel="Revoking…"
          busy={revoke.isPending}
          onConfirm={() => void confirmRevoke()}
          onCancel={() => setRevoking(null)}
          testId="revoke-invitation-dialog"
        >
          <p>
            {revoking.full_name} ({revoking.email}) will no longer be able to join with this
            invitation. You can invite them again later.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
