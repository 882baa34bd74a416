import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getPlans } from '../../api/billing';
import { PageTitle } from '../../components/PageTitle';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { PLAN_CARD_ACTION } from '../../components/ui/planColours';
import { billingMessages } from '../../features/billing/billingMessages';
import { PlanCards } from '../../features/billing/PlanCards';

/** /PricingPagePublic: the plans from the API, each with Get Started → sign-up. */
export function PricingPagePublic() {
  const plans = useQuery({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => getPlans(signal),
  });
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <PageTitle title="Pricing" />
      <h1 className="text-3xl font-bold">Pricing</h1>
      <p className="max-w-3xl text-lg text-slate-700">
        Start free and upgrade when you need more saved flowcharts, editing, JPEG and PDF exports,
        share links or a team. Prices are in US dollars per month; you can cancel at any time and
        keep your plan until the end of the period you paid for.
      </p>
      {plans.isError ? (
        <p role="alert" className="text-red-700">
          {billingMessages.loadPlansFailed}
        </p>
      ) : plans.data ? (
        <PlanCards
          plans={plans.data}
          action={(plan) => (
            <Link
              to="/?auth=signup"
              className={`${buttonClasses(PLAN_CARD_ACTION)} w-full`}
              data-testid={`get-started-${plan.plan_id}`}
            >
              Get Started
            </Link>
          )}
        />
      ) : (
        // the cards' room, kept while they load, so nothing below jumps when they arrive
        <p className="min-h-[100vh]">Loading plans…</p>
      )}
    </div>
  );
}
