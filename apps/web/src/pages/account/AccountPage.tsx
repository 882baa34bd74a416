import type { DeleteAccountRequest } from '@codeflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  deleteAccount,
  getAccountOverview,
  listSessions,
  logOutEverywhere,
  revokeSession,
} from '../../api/account';
import { PageTitle } from '../../components/PageTitle';
import { ACCOUNT_MESSAGES } from '../../features/account/accountMessages';
import { DeleteAccountPanel } from '../../features/account/DeleteAccountPanel';
import { EmailForm } from '../../features/account/EmailForm';
import { ExportPanel } from '../../features/account/ExportPanel';
import { NameForm } from '../../features/account/NameForm';
import { PasswordForm } from '../../features/account/PasswordForm';
import { SessionsPanel } from '../../features/account/SessionsPanel';
import { SettingsSection } from '../../features/account/SettingsSection';
import { useAuth } from '../../session/useAuth';
import { ACCOUNT_DELETED_PATH } from './accountPaths';

const OVERVIEW_KEY = ['account', 'overview'] as const;
const SESSIONS_KEY = ['account', 'sessions'] as const;

/** /account (signed in): profile, password, sessions, data export, deletion (docs/product.md#account-settings). */
export function AccountPage() {
  const { user, refreshProfile, logout } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: ({ signal }) => getAccountOverview(signal),
  });
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => listSessions(signal),
  });

  if (!user) return null;
  const hasPassword = overview.data?.has_password ?? true;

  const refreshSessions = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });

  const remove = async (body: DeleteAccountRequest) => {
    await deleteAccount(body);
    // the session is gone with the account: clear it here, then say what happened
    await logout();
    await navigate(ACCOUNT_DELETED_PATH, { replace: true });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageTitle title="Account settings" />
      <h1 className="text-3xl font-bold text-slate-900">Account settings</h1>
      {overview.isError && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-red-700">
          {ACCOUNT_MESSAGES.loadFailed}
        </p>
      )}

      <SettingsSection title="Profile" testId="profile-section">
        <NameForm fullName={user.full_name} onSaved={refreshProfile} />
      </SettingsSection>

      <SettingsSection
        title="Email address"
        description="We send a link to the new address and tell the current one. Nothing changes until the link is opened."
        testId="email-section"
      >
        <EmailForm
          key={user.email}
          email={user.email}
          hasPassword={hasPassword}
          pendingEmail={overview.data?.pending_email ?? null}
          onRequested={() => queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY })}
        />
      </SettingsSection>

      {hasPassword && (
        <SettingsSection
          title="Password"
          description="Changing it signs out every other session; this one stays signed in."
          testId="password-section"
        >
          <PasswordForm onChanged={refreshSessions} />
        </SettingsSection>
      )}

      <SettingsSection
        title="Sessions"
        description="Where your account is signed in. The place is approximate: the country the sign-in came from, when known."
        testId="sessions-section"
      >
        <SessionsPanel
          sessions={sessions.data}
          loading={sessions.isPending}
          failed={sessions.isError}
          onRevoke={async (id) => {
            await revokeSession(id);
            await refreshSessions();
          }}
          onLogoutEverywhere={async () => {
            await logOutEverywhere();
            await logout();
          }}
        />
      </SettingsSection>

      <SettingsSection
        title="Your data"
        description="Download everything we hold about you: your profile, flowcharts with their code and diagrams, share links, sessions and payments, as one JSON file."
        testId="export-section"
      >
        <ExportPanel />
      </SettingsSection>

      <SettingsSection
        title="Delete account"
        tone="danger"
        description="Deletes your account and everything in it for good."
        testId="delete-section"
      >
        <DeleteAccountPanel email={user.email} hasPassword={hasPassword} onDelete={remove} />
      </SettingsSection>
    </div>
  );
}
