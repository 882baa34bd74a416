/** One figure with its name (the dashboard and analytics cards). */
export function StatCard({
  label,
  value,
  accent = 'border-t-indigo-500',
  testId,
}: {
  label: string;
  value: string | number;
  /** Top border colour class. */
  accent?: string;
  testId?: string;
}) {
  return (
    <div
      className={`rounded-lg border border-t-4 border-gray-200 bg-white p-4 shadow-sm ${accent}`}
    >
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-gray-900" data-testid={testId}>
        {typeof value === 'number' ? value.toLocaleString() : value}
      </dd>
    </div>
  );
}
