import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';

/** docs/product.md#constants-and-limits: the date the policy pages carry. */
export const POLICY_DATE = 'September 21, 2025';

/** The frame of a policy page: title, date, readable measure, headings that say what follows. */
export function LegalPage({
  title,
  dated = true,
  children,
}: {
  title: string;
  dated?: boolean;
  children: ReactNode;
}) {
  return (
    <article className="legal mx-auto max-w-3xl px-4 py-12">
      <PageTitle title={title} />
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      {dated && <p className="mt-2 text-sm text-slate-700">Last updated: {POLICY_DATE}</p>}
      <div className="mt-8 space-y-4 text-slate-800">{children}</div>
    </article>
  );
}

/** A link leaving the site (terms, cancellation): opens in a new tab, and says so. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-indigo-700 underline"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
