import { organizationMessages } from '@codeflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { getJoinInfo } from '../../api/organization';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { AuthCard } from '../../features/auth/AuthCard';
import { ResetPasswordPage } from '../reset-password/ResetPasswordPage';

/**
 * `/join-team?token=…`: a new member's invite link (issue 22, item 3). Says whose team they
 * join, then sets their password with the link's one-time token, as the reset screen does.
 */
export function JoinTeamPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery({
    queryKey: ['join-team', token],
    queryFn: ({ signal }) => getJoinInfo(token, signal),
    enabled: token !== '',
    retry: false,
  });

  if (token !== '' && info.isPending) return <PageLoading />;
  if (!info.data) {
    return (
      <AuthCard title="Invalid Invite Link" testId="join-invalid">
        <PageTitle title="Join a team" />
        <p role="alert" className="text-red-700">
          {organizationMessages.joinLinkInvalid}
        </p>
        <Link to="/?auth=login" className={buttonClasses('brand', 'lg')}>
          Go to Sign In
        </Link>
      </AuthCard>
    );
  }
  const owner = info.data.owner_full_name || 'your team owner';
  const next = new URLSearchParams({ auth: 'login', next: '/dashboard' });
  return (
    <>
      <PageTitle title={`Join ${owner}’s team`} />
      <ResetPasswordPage
        texts={{
          title: `Join ${owner}’s team`,
          intro: `${owner} added you (${info.data.email}) to their Codeflow team. Choose a password for your account to start.`,
          submit: 'Choose password and join',
          doneTitle: `Welcome to ${owner}’s team`,
          doneText: 'Your password is set. Sign in with it to open the team’s flowcharts.',
          signIn: `/?${next.toString()}`,
        }}
      />
    </>
  );
}
