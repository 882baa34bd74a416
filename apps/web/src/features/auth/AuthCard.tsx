import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';

/** The centred card of the verification and reset-password pages. */
export function AuthCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16 sm:py-24" data-testid={testId}>
      <PageTitle title={title} />
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-4 flex flex-col gap-4">{children}</div>
      </div>
    </section>
  );
}
