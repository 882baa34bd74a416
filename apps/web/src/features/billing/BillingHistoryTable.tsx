import { formatPrice, type BillingHistoryRow } from '@codeflow/contracts';

const STATUS_TEXT: Readonly<Record<BillingHistoryRow['status'], string>> = {
  paid: 'Paid',
  failed: 'Failed',
  created: 'Pending',
};

/** Billing history (docs/product.md#pricing-signed-in): date, plan, amount, status. */
export function BillingHistoryTable({ rows }: { rows: readonly BillingHistoryRow[] }) {
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border bg-white p-5">
      <h2 id="history-heading" className="text-lg font-semibold">
        Billing history
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No payments yet.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm" data-testid="billing-history">
          <thead>
            <tr className="border-b text-gray-600">
              <th className="py-2">Date</th>
              <th>Plan</th>
              <th>Amount</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.order_id} className="border-b last:border-0">
                <td className="py-2">{new Date(row.date).toLocaleDateString()}</td>
                <td>{row.plan_name}</td>
                <td>
                  {formatPrice(row.amount)} {row.currency}
                  {row.coupon_code ? ` (coupon ${row.coupon_code})` : ''}
                </td>
                <td>{STATUS_TEXT[row.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
