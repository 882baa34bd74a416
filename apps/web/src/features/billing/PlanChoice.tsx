import { formatPrice, type Plan, type PlanOption } from '@codeflow/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PLAN_CARD_ACTION } from '../../components/ui/planColours';
import { billingDate } from './billingMessages';

/** What a click on a plan card does, once confirmed (decision 032). */
export type PlanChoiceAction = { kind: 'pay'; plan: Plan } | { kind: 'schedule'; plan: Plan };

type Step = {
  /** the button on the card: says what happens before the click */
  label: string;
  title: string;
  body: string;
  confirmLabel: string;
  action: PlanChoiceAction;
  testId: string;
};

/** The buttons of one plan card for a user with a paid period, from the server's option. */
function stepsOf(plan: Plan, option: PlanOption, currentName: string): Step[] {
  const price = option.price === null ? '' : formatPrice(option.price);
  const switchOn = billingDate(option.switch_date);
  const paidUntil = billingDate(option.paid_until);
  const scheduleStep: Step = {
    label: `Switch to ${plan.name} on ${switchOn}`,
    title: `Switch to ${plan.name} on ${switchOn}?`,
    body: `You keep ${currentName} until ${switchOn}. Nothing is charged now; from then on, renewing costs ${formatPrice(plan.price)} a month.`,
    confirmLabel: `Switch on ${switchOn}`,
    action: { kind: 'schedule', plan },
    testId: `switch-${plan.plan_id}`,
  };
  if (option.action === 'downgrade') return option.scheduled ? [] : [scheduleStep];
  if (option.action === 'upgrade') {
    const now: Step = {
      label: `Upgrade now: pay ${price} for the rest of your period`,
      title: `Upgrade to ${plan.name} now?`,
      body: `You pay ${price} now: ${plan.name}'s price for the time left until ${paidUntil}, less what is unused of ${currentName}. ${plan.name} starts at once; your paid period still ends on ${paidUntil}.`,
      confirmLabel: `Pay ${price}`,
      action: { kind: 'pay', plan },
      testId: `upgrade-${plan.plan_id}`,
    };
    return option.scheduled ? [now] : [now, scheduleStep];
  }
  if (option.action === 'renew' && plan.name !== currentName) {
    // the plan scheduled for the next period: paying now buys its first month
    return [
      {
        label: `Pay ${price} now for your first month of ${plan.name}`,
        title: `Pay for ${plan.name}?`,
        body: `You pay ${price} now. You keep ${currentName} until the switch; ${plan.name} is then paid until ${paidUntil}.`,
        confirmLabel: `Pay ${price}`,
        action: { kind: 'pay', plan },
        testId: `renew-${plan.plan_id}`,
      },
    ];
  }
  if (option.action === 'renew') {
    return [
      {
        label: `Renew: pay ${price} for another month`,
        title: `Renew ${plan.name}?`,
        body: `You pay ${price} now; ${plan.name} is then paid until ${paidUntil}. Nothing renews by itself.`,
        confirmLabel: `Pay ${price}`,
        action: { kind: 'pay', plan },
        testId: `renew-${plan.plan_id}`,
      },
    ];
  }
  return [];
}

/**
 * The buttons of a plan card for a paying user: each says what it does ("Upgrade now: pay
 * $X.XX for the rest of your period", "Switch to Pro on <date>", "Renew: pay …") and asks for
 * confirmation before anything is charged or scheduled.
 */
export function PlanChoice({
  plan,
  option,
  currentName,
  busy,
  disabled,
  onChoose,
}: {
  plan: Plan;
  option: PlanOption;
  currentName: string;
  busy: boolean;
  disabled: boolean;
  onChoose: (action: PlanChoiceAction) => Promise<unknown>;
}) {
  const [open, setOpen] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  const steps = stepsOf(plan, option, currentName);
  return (
    <>
      {steps.map((step, i) => (
        <Button
          key={step.testId}
          variant={i === 0 ? PLAN_CARD_ACTION : 'secondary'}
          className="w-full"
          disabled={disabled}
          busy={busy && open === null}
          onClick={() => {
            setError(null);
            setOpen(step);
          }}
          data-testid={step.testId}
        >
          {step.label}
        </Button>
      ))}
      {open && (
        <ConfirmDialog
          title={open.title}
          confirmLabel={open.confirmLabel}
          busyLabel="Working…"
          cancelLabel="Not now"
          tone="primary"
          busy={busy}
          error={error}
          onConfirm={() => {
            onChoose(open.action).then(
              () => setOpen(null),
              (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
            );
          }}
          onCancel={() => setOpen(null)}
          testId="plan-change-dialog"
        >
          {open.body}
        </ConfirmDialog>
      )}
    </>
  );
}
