import { useId, type ReactNode } from 'react';

/** One card of the account page: a heading, what the card is for, its controls. */
export function SettingsSection({
  title,
  description,
  tone = 'normal',
  testId,
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'normal' | 'danger';
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={`rounded-lg border bg-white p-5 ${tone === 'danger' ? 'border-red-200' : 'border-slate-200'}`}
    >
      <h2
        id={headingId}
        className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-700' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
