import { commerceMessages, COUPON_CODE_MAX_LENGTH, type AdminCoupon } from '@codeflow/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createCoupon, deactivateCoupon } from '../../api/commerce';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Field } from '../../components/ui/Field';
import { ADMIN_MESSAGES } from './adminMessages';
import { CouponLimitFields, useCouponLimits } from './CouponLimitFields';
import { errorText } from './errorText';
import { DEFAULT_DISCOUNT_TEXT, parseDiscount } from './parseDiscount';
import type { AdminNotifier } from './useAdminNotice';

/**
 * Discount Coupons: the create form (code upper-cased, discount 1–100, default 10,
 * docs/product.md#validation-rules) and the list with "% OFF".
 */
export function CouponsPanel({
  coupons,
  notify,
  onChanged,
  queryKey,
}: {
  coupons: AdminCoupon[] | undefined;
  notify: AdminNotifier;
  onChanged: () => void;
  queryKey: QueryKey;
}) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState(DEFAULT_DISCOUNT_TEXT);
  const [discountError, setDiscountError] = useState<string | null>(null);
  // decision 032: one redemption per user unless unticked; an optional cap on all uses
  const limits = useCouponLimits();
  const [deactivating, setDeactivating] = useState<AdminCoupon | null>(null);
  const create = useMutation({
    mutationFn: createCoupon,
    onSuccess: (coupon) => {
      queryClient.setQueryData<AdminCoupon[]>(queryKey, (list) => [coupon, ...(list ?? [])]);
      setCode('');
      setDiscount(DEFAULT_DISCOUNT_TEXT);
      limits.reset();
      notify.success(`Coupon ${coupon.code} created: ${coupon.discount_percentage}% off.`);
    },
    onError: (e) => notify.error(errorText(e, ADMIN_MESSAGES.createCouponFailed)),
  });
  const busy = create.isPending;
  const deactivate = useMutation({
    mutationFn: (coupon: AdminCoupon) => deactivateCoupon(coupon.id),
    onSuccess: (_answer, coupon) => {
      setDeactivating(null);
      onChanged();
      notify.success(`Coupon ${coupon.code} deactivated.`);
    },
  });
  const deactivateError = deactivate.isError
    ? errorText(deactivate.error, ADMIN_MESSAGES.genericError)
    : null;

  // a refusal speaks of the values sent: editing either field takes it down
  const edited = () => {
    if (!create.isError) return;
    create.reset();
    notify.clear();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    // docs/product.md#validation-rules: without both, nothing is sent
    if (trimmed === '' || discount.trim() === '') return;
    const percent = parseDiscount(discount);
    if (percent === null) {
      setDiscountError(commerceMessages.discountRange);
      return;
    }
    const limitFields = limits.read();
    if (!limitFields) return;
    create.mutate({ code: trimmed, discount_percentage: percent, ...limitFields });
  };

  return (
    <section aria-labelledby="coupons-heading" className="space-y-4">
      <h2 id="coupons-heading" className="text-xl font-semibold text-gray-900">
        Discount Coupons
      </h2>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      >
        <Field
          label="Coupon Code"
          value={code}
          onChange={(v) => {
            setCode(v.toUpperCase());
            edited();
          }}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoComplete="off"
          placeholder="SUMMER20"
          className="w-48"
        />
        <Field
          label="Discount %"
          type="number"
          min={1}
          max={100}
          step={1}
          value={discount}
          onChange={(v) => {
            setDiscount(v);
            setDiscountError(null);
            edited();
          }}
          error={discountError}
          className="w-32"
        />
        <CouponLimitFields {...limits.props} />
        <Button
          type="submit"
          variant="primary"
          busy={busy}
          disabled={code.trim() === '' || discount.trim() === ''}
        >
          {busy ? 'Creating…' : 'Create Coupon'}
        </Button>
      </form>

      {coupons === undefined ? (
        <p role="status" className="text-gray-600">
          Loading coupons…
        </p>
      ) : coupons.length === 0 ? (
        <p className="text-gray-600" data-testid="coupons-empty">
          No coupons yet.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Coupons">
          {coupons.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} onDeactivate={setDeactivating} />
          ))}
        </ul>
      )}

      {deactivating && (
        <ConfirmDialog
          title="Deactivate coupon?"
          confirmLabel="Deactivate"
          busyLabel="Deactivating…"
          busy={deactivate.isPending}
          error={deactivateError}
          onConfirm={() => deactivate.mutate(deactivating)}
          onCancel={() => {
            setDeactivating(null);
            deactivate.reset();
          }}
        >
          <p>
            <strong>{deactivating.code}</strong> stops working at checkout. Orders that used it keep
            their discount.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** One coupon: code, discount, use count, and Deactivate while it is active. */
function CouponCard({
  coupon,
  onDeactivate,
}: {
  coupon: AdminCoupon;
  onDeactivate: (coupon: AdminCoupon) => void;
}) {
  return (
    <li
      data-testid="coupon"
      className={`flex items-center justify-between gap-3 rounded-lg border bg-white p-3 shadow-sm ${
        coupon.active ? 'border-green-200' : 'border-gray-200 opacity-70'
      }`}
    >
      <div>
        <p className="font-mono font-semibold text-gray-900">{coupon.code}</p>
        <p className="text-sm font-semibold text-green-700">{coupon.discount_percentage}% OFF</p>
        <p className="text-xs text-gray-500">
          {coupon.active ? 'Active' : 'Inactive'} · used {coupon.redemptions}
          {coupon.max_redemptions === null ? '' : ` of ${coupon.max_redemptions}`}{' '}
          {coupon.redemptions === 1 && coupon.max_redemptions === null ? 'time' : 'times'} ·{' '}
          {coupon.once_per_user ? 'once per user' : 'reusable'}
        </p>
      </div>
      {coupon.active && (
        <Button size="sm" variant="dangerOutline" onClick={() => onDeactivate(coupon)}>
          Deactivate
        </Button>
      )}
    </li>
  );
}
