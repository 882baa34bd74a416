import { formatPrice, type CommercePlan } from '@codeflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getCommercePlans, getCoupons, updatePlanPrice } from '../../api/commerce';
import { Button } from '../../components/ui/Button';
import { planCardClasses } from '../../components/ui/planColours';
import { ADMIN_COMMERCE_KEY } from './adminQueryKeys';
import { ADMIN_MESSAGES } from './adminMessages';
import { CouponsPanel } from './CouponsPanel';
import { EditPriceDialog } from './EditPriceDialog';
import { errorText } from './errorText';
import { useAdminNotifier } from './AdminNotifierContext';

const PLANS_KEY = [...ADMIN_COMMERCE_KEY, 'plans'] as const;
const COUPONS_KEY = [...ADMIN_COMMERCE_KEY, 'coupons'] as const;

/** Commerce (docs/product.md#super-admin-screen): plan prices and discount coupons. */
export function CommerceTab() {
  const notify = useAdminNotifier();
  const queryClient = useQueryClient();
  const plans = useQuery({
    queryKey: PLANS_KEY,
    queryFn: ({ signal }) => getCommercePlans(signal),
    staleTime: 0,
  });
  const coupons = useQuery({
    queryKey: COUPONS_KEY,
    queryFn: ({ signal }) => getCoupons(signal),
    staleTime: 0,
  });
  const [editing, setEditing] = useState<CommercePlan | null>(null);

  /** docs/product.md#states-and-transitions: the price shows at once and goes back if the server refuses. */
  const setPrice = (plan: CommercePlan, value: number) =>
    queryClient.setQueryData<CommercePlan[]>(PLANS_KEY, (list) =>
      list?.map((p) => (p.plan_id === plan.plan_id ? { ...p, price: value } : p)),
    );
  const priceChange = useMutation({
    mutationFn: ({ plan, price }: { plan: CommercePlan; price: number }) =>
      updatePlanPrice(plan.plan_id, price),
    onMutate: ({ plan, price }) => setPrice(plan, price),
    onSuccess: (_answer, { plan, price }) =>
      notify.success(`${plan.name} now costs ${formatPrice(price)} per month.`),
    onError: (e, { plan }) => {
      setPrice(plan, plan.price);
      notify.error(errorText(e, ADMIN_MESSAGES.updatePriceFailed));
    },
  });
  const savePrice = (plan: CommercePlan, price: number) => {
    setEditing(null);
    priceChange.mutate({ plan, price });
  };

  if (plans.isError || coupons.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
      >
        <p className="text-red-800">{ADMIN_MESSAGES.loadCommerceFailed}</p>
        <Button
          onClick={() => void queryClient.invalidateQueries({ queryKey: ADMIN_COMMERCE_KEY })}
        >
          Retry
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="plan-pricing-heading">
        <h2 id="plan-pricing-heading" className="text-xl font-semibold text-gray-900">
          Plan Pricing
        </h2>
        {plans.isPending ? (
          <p role="status" className="mt-3 text-gray-600">
            Loading plans…
          </p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Plan prices">
            {plans.data.map((plan) => {
              const colours = planCardClasses(plan.plan_id);
              return (
                <li
                  key={plan.plan_id}
                  aria-label={plan.name}
                  data-testid={`commerce-plan-${plan.plan_id}`}
                  className={`flex flex-col rounded-lg border border-t-4 border-gray-200 bg-white p-4 shadow-sm ${colours.border}`}
                >
                  <h3 className={`font-semibold ${colours.text}`}>
                    {plan.name}
                    {!plan.active && (
                      <span className="ml-2 text-xs font-normal text-gray-500">(inactive)</span>
                    )}
                  </h3>
                  <p className="mt-1">
                    <span
                      className="text-2xl font-bold"
                      data-testid={`commerce-price-${plan.plan_id}`}
                    >
                      {formatPrice(plan.price)}
                    </span>
                    <span className="text-sm text-gray-600"> USD/month</span>
                  </p>
                  <Button
                    variant="link"
                    className="mt-3 self-start text-sm"
                    onClick={() => setEditing(plan)}
                    aria-label={`Edit Price of ${plan.name}`}
                  >
                    Edit Price
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <CouponsPanel
        coupons={coupons.data}
        notify={notify}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: COUPONS_KEY })}
        queryKey={COUPONS_KEY}
      />

      {editing && (
        <EditPriceDialog
          plan={editing}
          onClose={() => setEditing(null)}
          onSave={(price) => savePrice(editing, price)}
        />
      )}
    </div>
  );
}
