import { organizationMessages } from '@codeflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { leaveTeam } from '../../api/organization';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import type { ToastNotice } from '../../components/ui/Toast';
import { useAuth } from '../../session/useAuth';
import { TEAM_KEY } from '../../session/useTeam';
import { teamErrorMessage } from './teamMessages';

/** A member's "Leave team", after a confirmation saying what stays and what goes (decision 033). */
export function LeaveTeam({
  ownerName,
  onNotice,
  onLeft,
}: {
  ownerName: string;
  /** a refusal, shown in the team panel */
  onNotice: (notice: ToastNotice) => void;
  /** the farewell, shown by the panel that stays once the member's view is gone */
  onLeft: (notice: ToastNotice) => void;
}) {
  const { refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const leave = useMutation({ mutationFn: leaveTeam });

  const confirm = async () => {
    try {
      const answer = await leave.mutateAsync();
      onLeft({ text: answer.message, tone: 'success' });
      // the role and plan changed: the profile (and with it the features) and the team panel
      await refreshProfile();
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
    } catch (error) {
      onNotice({ text: teamErrorMessage(error, organizationMessages.notAMember), tone: 'error' });
    }
    setConfirming(false);
  };

  return (
    <div className="mt-3">
      <Button variant="dangerOutline" size="sm" onClick={() => setConfirming(true)}>
        Leave team
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Leave the team?"
          confirmLabel="Leave team"
          busyLabel="Leaving…"
          busy={leave.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
          testId="leave-team-dialog"
        >
          <p>
            You lose the Organization plan that {ownerName || 'the team owner'}’s team gives you,
            and the flowcharts you shared with the team stop being shared. Your account, your own
            flowcharts and your own plan stay.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
