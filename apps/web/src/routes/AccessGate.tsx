import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../session/useAuth';
import { gateRedirect } from '../features/share/signInReturn';
import type { GateAccess } from './accessDecision';
import { accessDecision } from './accessDecision';

/** A pathless layout route that lets its child routes render only for the right visitors. */
export function AccessGate({ access }: { access: GateAccess }) {
  const { status, user } = useAuth();
  const { pathname, search } = useLocation();
  const decision = accessDecision(access, status, user?.role ?? null);
  if (decision.kind === 'redirect') {
    // a share link keeps its id through sign-in
    const to = gateRedirect(decision.to, status === 'authenticated', pathname, search);
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
