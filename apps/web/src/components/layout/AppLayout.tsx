import { Outlet } from 'react-router';
import { AuthProvider } from '../../session/AuthProvider';
import { useAuth } from '../../session/useAuth';
import { daysLeftBadge } from './daysLeft';
import { Footer } from './Footer';
import { Header } from './Header';
import type { HeaderUser } from './HeaderUser';
import { SessionNotice } from './SessionNotice';
import { UnverifiedBanner } from './UnverifiedBanner';

/** The frame of every route, inside the session (AuthProvider needs the router for its 401s). */
export function AppLayout() {
  return (
    <AuthProvider>
      <Frame />
    </AuthProvider>
  );
}

function Frame() {
  const auth = useAuth();
  const { user } = auth;
  const headerUser: HeaderUser | null = user
    ? {
        fullName: user.full_name,
        isAdmin: user.role === 'admin',
        daysLeft: daysLeftBadge(user),
      }
    : null;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Header user={headerUser} onLogout={() => void auth.logout()} pending={auth.isLoading} />
      {user && !user.is_verified && <UnverifiedBanner />}
      {auth.sessionMessage && !user && (
        <SessionNotice message={auth.sessionMessage} onDismiss={auth.dismissSessionMessage} />
      )}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
