import type { PlanId } from '@codeflow/contracts';
import { cancelScheduledChange, scheduleChange } from '../../api/billing';
import { billingErrorText, BILLING_MESSAGES } from './billingMessages';

/** Awaits a plan-change call; its failure becomes an Error whose message the dialog shows. */
async function explained(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (e) {
    throw new Error(billingErrorText(e, BILLING_MESSAGES.scheduleFailed), { cause: e });
  }
}

/** Switch to `planId` when the paid period ends (decision 032). */
export function scheduleSwitch(planId: PlanId): Promise<void> {
  return explained(scheduleChange(planId));
}

/** Keep the current plan: the scheduled change is cancelled. */
export function keepCurrentPlan(): Promise<void> {
  return explained(cancelScheduledChange());
}
