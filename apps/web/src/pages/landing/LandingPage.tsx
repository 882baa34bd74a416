import { Link, useNavigate, useSearchParams } from 'react-router';
import marketing from 'virtual:marketing-data';
import { PageTitle } from '../../components/PageTitle';
import { SIGN_UP_PATH } from '../../components/layout/navLinks';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { AuthModal } from '../../features/auth/modal/AuthModal';
import type { AuthModalView } from '../../features/auth/modal/authModalView';
import { AUTH_MODAL_PARAM, parseAuthModalView } from '../../features/auth/modal/authModalView';
import { NEXT_PARAM, pathAfterSignIn } from '../../features/share/signInReturn';
import { CodeSampleTabs } from '../../features/marketing/CodeSampleTabs';
import { Counters } from '../../features/marketing/Counters';
import { Faq } from '../../features/marketing/Faq';
import { HoverCard } from '../../features/marketing/HoverCard';
import { FEATURES, STEPS, USE_CASES } from '../../features/marketing/landingContent';
import { LANDING_HEADLINE } from '../../features/marketing/publicPages';
import { StructuredData } from '../../features/marketing/StructuredData';
import { TypingHeadline } from '../../features/marketing/TypingHeadline';
import { UserStories } from '../../features/marketing/UserStories';

/** "Three steps": how the product is used. */
function StepsSection() {
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="steps-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Three steps
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="rounded-xl border border-slate-200 bg-white p-6">
            <span className="flex size-10 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{s.title}</h3>
            <p className="mt-2 text-slate-700">{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LandingPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // The header's Sign In / Sign Up Free (and emailed "Go to Sign In" links) open /?auth=...
  const authView = parseAuthModalView(params.get(AUTH_MODAL_PARAM));
  const languages = marketing.languages.map((l) => l.displayName);

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
      <PageTitle title={LANDING_HEADLINE} />
      <StructuredData languages={languages} />
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
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:py-20">
        <div>
          <p
            className="text-sm font-semibold tracking-widest text-indigo-700 uppercase"
            data-testid="hero-languages"
          >
            {languages.join(' · ')}
          </p>
          <TypingHeadline
            text={LANDING_HEADLINE}
            className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          />
          <p className="mt-5 text-lg text-slate-700">
            Paste a function and watch its control flow appear as a clear flowchart — branches,
            loops, returns and exceptions included. Document algorithms, explain code to your team
            or study for an exam without drawing a single box by hand.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={SIGN_UP_PATH}
              data-testid="cta-signup"
              className={buttonClasses('brand', 'lg')}
            >
              Get started free
            </Link>
            <Link
              to="/how-it-works"
              className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              See how it works
            </Link>
          </div>
        </div>
        <CodeSampleTabs />
      </section>

      <Counters />

      <section aria-labelledby="features-heading" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Everything you need to read code as a picture
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((f) => (
              <li key={f.title} className="rounded-xl border border-slate-200 p-6">
                <h3 className="text-lg font-semibold text-slate-900">{f.title}</h3>
                <p className="mt-2 text-slate-700">{f.text}</p>
                <p className="mt-3">
                  <HoverCard label="Details">{f.more}</HoverCard>
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link to="/features" className="font-semibold text-indigo-700 underline">
              Every construct, per language
            </Link>
          </p>
        </div>
      </section>

      <StepsSection />

      <section aria-labelledby="uses-heading" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="uses-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Use cases
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {USE_CASES.map((u) => (
              <li key={u.title} className="rounded-xl border border-slate-200 p-6">
                <h3 className="text-lg font-semibold text-slate-900">{u.title}</h3>
                <p className="mt-2 text-slate-700">{u.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <UserStories />
      <Faq />

      <section aria-labelledby="cta-heading" className="bg-indigo-700 py-16 text-center text-white">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          Draw your first flowchart in a minute
        </h2>
        <p className="mt-3 text-indigo-50">Free plan, no card needed.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={SIGN_UP_PATH}
            className="rounded-lg bg-white px-6 py-3 font-semibold text-indigo-800 hover:bg-indigo-50"
          >
            Sign up free
          </Link>
          <Link
            to="/PricingPagePublic"
            className="rounded-lg border border-white px-6 py-3 font-semibold text-white hover:bg-indigo-600"
          >
            See pricing
          </Link>
        </div>
      </section>
    </>
  );
}
