import { organizationMessages, type MyInvitation } from '@codeflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { acceptInvitation, declineInvitation, listMyInvitations } from '../../api/organization';
import { Button } from '../../components/ui/Button';
import { TEAM_KEY } from '../../session/useTeam';
import { useAuth } from '../../session/useAuth';
import { teamErrorMessage } from './teamMessages';

/**
 * The signed-in invitee's side of an invitation (decision 033): each pending one with what
 * joining means, and Accept / Decline. The email's links open the dashboard with
 * `?invitation=<id>`, which puts that invitation first (the answer is always a click: mail
 * scanners open links).
 */
export function MyInvitations() {
  const { user, refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const linked = params.get('invitation');
  const [outcome, setOutcome] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const invitations = useQuery({
    queryKey: [...TEAM_KEY, 'mine', user?.id ?? null],
    queryFn: ({ signal }) => listMyInvitations(signal),
    enabled: user !== null,
    retry: false,
  });
  const answer = useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      accept ? acceptInvitation(id) : declineInvitation(id),
    onSuccess: async (result) => {
      setOutcome({ text: result.message, tone: 'success' });
      // joining changes the role and the plan: read both again (the profile reloads the features)
      await refreshProfile();
      await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
    },
    onError: (error) =>
      setOutcome({
        text: teamErrorMessage(error, organizationMessages.invitationNotFound),
        tone: 'error',
      }),
  });

  const list = [...(invitations.data ?? [])].sort(
    (a, b) => Number(b.id === linked) - Number(a.id === linked),
  );
  const linkedGone = linked !== null && invitations.isSuccess && !list.some((i) => i.id === linked);
  if (list.length === 0 && !outcome && !linkedGone) return null;

  return (
    <section
      aria-labelledby="invitations-heading"
      className="rounded-lg border border-indigo-200 bg-indigo-50 p-4 shadow-sm dark:border-indigo-800 dark:bg-indigo-950"
      data-testid="my-invitations"
    >
      <h2 id="invitations-heading" className="font-semibold text-gray-900 dark:text-gray-100">
        Team invitations
      </h2>
      {outcome && (
        <p
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          className={`mt-1 text-sm ${outcome.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
          data-testid="invitation-outcome"
        >
          {outcome.text}
        </p>
      )}
      {linkedGone && !outcome && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {organizationMessages.invitationNotFound}
        </p>
      )}
      <ul className="mt-2 flex flex-col gap-3">
        {list.map((invitation) => (
          <InvitationRow
            key={invitation.id}
            invitation={invitation}
            busy={answer.isPending}
            onAnswer={(accept) => answer.mutate({ id: invitation.id, accept })}
          />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({
  invitation,
  busy,
  onAnswer,
}: {
  invitation: MyInvitation;
  busy: boolean;
  onAnswer: (accept: boolean) => void;
}) {
  const owner = invitation.owner_full_name || 'An Organization owner';
  return (
    <li className="text-sm text-gray-800 dark:text-gray-200" data-testid="my-invitation">
      <p className="font-medium">Join {owner}’s team?</p>
      <p className="mt-1 text-gray-700 dark:text-gray-300">
        While you are in the team you get the Organization plan from {owner} and can open the
        flowcharts the team shares. Your own flowcharts stay yours and private: nobody in the team
        sees them unless you share one with the team. Your own plan stays as it is and applies again
        if you leave. Expires {new Date(invitation.expires_at).toLocaleDateString()}.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="primary" busy={busy} onClick={() => onAnswer(true)}>
          Accept and join
        </Button>
        <Button busy={busy} onClick={() => onAnswer(false)}>
          Decline
        </Button>
      </div>
    </li>
  );
}
