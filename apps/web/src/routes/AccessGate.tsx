import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../session/useAuth';
import { gateRedirect } from '../features/share/signInReturn';
import type { GateAccess } from './accessDecision';
import { accessDecision } from './accessDecision';

/** A pathless layout route that lets its child routes render only for the right visitors. */
export function AccessGate({ access }: { access: GateAccess }) {
  const { status, user, sessionMessage } = useAuth();
  const { pathname, search } = useLocation();
  // signed in a moment ago and out now without a notice: the person logged out (here or in
  // another tab), and goes to / rather than to a sign-in form that would bring them back
  const wasSignedIn = useRef(false);
  const loggedOut = wasSignedIn.current && status === 'unauthenticated' && !sessionMessage;
  useEffect(() => {
    wasSignedIn.current = status === 'authenticated';
  }, [status]);
  const decision = accessDecision(access, status, user?.role ?? null);
  if (decision.kind === 'redirect') {
    // signed out: sign in and come back to this page (issue 22, item 17)
    const to = loggedOut
      ? decision.to
      : gateRedirect(decision.to, status === 'authenticated', pathname, search);
    return <Navigate to={to} replace />;
  }
  if (decision.kind === 'wait') {
    return (
      <div
        role="status"
        data-testid="auth-loading"
        className="flex min-h-[50vh] items-center justify-center text-slate-500"
      >
        <span
          aria-hidden="true"
          className="mr-3 size-5 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600"
        />
        Loading…
      </div>
    );
  }
  return <Outlet />;
}
