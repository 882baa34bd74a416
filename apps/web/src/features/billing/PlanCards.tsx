import {
  FLOWCHART_LIMIT_RULE,
  RUN_AND_REPLAY_RULE,
  formatPrice,
  HIGHLIGHTED_PLAN,
  type Plan,
} from '@codeflow/contracts';
import type { ReactNode } from 'react';
import { planCardClasses } from '../../components/ui/planColours';

/**
 * The plan cards of both pricing pages (docs/product.md#pricing-signed-in): price in USD per
 * month with two decimals, the features, premium highlighted, each plan in its colour.
 * `action` renders each card's button or link; `marker` a line above it (the current plan).
 * Below them, how a flowchart limit counts (decision 037).
 */
export function PlanCards({
  plans,
  action,
  marker,
}: {
  plans: readonly Plan[];
  action: (plan: Plan) => ReactNode;
  marker?: (plan: Plan) => ReactNode;
}) {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Plans">
        {plans.map((plan) => {
          const colours = planCardClasses(plan.plan_id);
          const highlighted = plan.plan_id === HIGHLIGHTED_PLAN;
          return (
            <li
              key={plan.plan_id}
              data-testid={`plan-${plan.plan_id}`}
              aria-label={plan.name}
              className={`flex flex-col rounded-lg border border-t-4 bg-white p-5 shadow-sm ${colours.border} ${
                highlighted ? 'ring-2 ring-purple-400 lg:scale-105' : ''
              }`}
            >
              {highlighted && (
                <span className="mb-2 self-start rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-800">
                  Most popular
                </span>
              )}
              <h2 className={`text-lg font-semibold ${colours.text}`}>{plan.name}</h2>
              <p className="mt-2">
                <span className="text-3xl font-bold" data-testid={`price-${plan.plan_id}`}>
                  {formatPrice(plan.price)}
                </span>
                <span className="text-sm text-gray-600"> USD/month</span>
              </p>
              <ul className="mt-4 flex-1 space-y-1 text-sm text-gray-700">
                {plan.features.map((feature) => (
                  <li key={feature}>✓ {feature}</li>
                ))}
              </ul>
              <div className="mt-4 space-y-2">
                {marker?.(plan)}
                {action(plan)}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-gray-600" data-testid="flowchart-limit-rule">
        {FLOWCHART_LIMIT_RULE}
      </p>
      <p className="mt-1 text-sm text-gray-600" data-testid="run-and-replay-rule">
        {RUN_AND_REPLAY_RULE}
      </p>
    </>
  );
}
