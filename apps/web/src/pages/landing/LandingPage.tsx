import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { SIGN_UP_PATH } from '../../components/layout/navLinks';
import { AuthModal } from '../../features/auth/modal/AuthModal';
import type { AuthModalView } from '../../features/auth/modal/authModalView';
import { AUTH_MODAL_PARAM, parseAuthModalView } from '../../features/auth/modal/authModalView';
import { NEXT_PARAM, pathAfterSignIn } from '../../features/share/signInReturn';
import { SampleFlowchart } from './SampleFlowchart';

const SAMPLE_CODE = `def sum_even(numbers):
    total = 0
    for n in numbers:
        if n % 2 == 0:
            total += n
    return total`;

export function LandingPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // The header's Sign In / Sign Up Free (and emailed "Go to Sign In" links) open /?auth=...
  const authView = parseAuthModalView(params.get(AUTH_MODAL_PARAM));

  const setAuthView = (view: AuthModalView | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (view) next.set(AUTH_MODAL_PARAM, view);
        else next.delete(AUTH_MODAL_PARAM);
        return next;
      },
      // Switching screens should not fill the history; Back leaves the modal in one step.
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <PageTitle title="Turn code into flowcharts" />
      {authView && (
        <AuthModal
          view={authView}
          onViewChange={setAuthView}
          onClose={() => setAuthView(null)}
          onSignedIn={() =>
            void navigate(pathAfterSignIn(params.get(NEXT_PARAM)), { replace: true })
          }
        />
      )}
      <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 md:grid-cols-2 md:py-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-indigo-600 uppercase">
            Python · C · C++ · JavaScript · Java
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Turn code into flowcharts
          </h1>
          <p className="mt-5 text-lg text-slate-600">
            Paste a function and watch its control flow appear as a clear, editable flowchart —
            branches, loops and returns included. Document algorithms, explain code to your team or
            study for an exam without drawing a single box by hand.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={SIGN_UP_PATH}
              data-testid="cta-signup"
              className="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700"
            >
              Get started free
            </Link>
            <Link
              to="/how-it-works"
              className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-700 hover:bg-slate-50"
            >
              See how it works
            </Link>
          </div>
        </div>
        <div className="grid items-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2">
          <pre className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100">
            <code>{SAMPLE_CODE}</code>
          </pre>
          <div className="flex justify-center">
            <SampleFlowchart />
          </div>
        </div>
      </section>
    </>
  );
}
