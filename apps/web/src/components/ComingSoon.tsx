import { Link } from 'react-router';
import { buttonClasses } from './ui/buttonClasses';
import { PageTitle } from './PageTitle';

/** Placeholder for a route whose page is a later issue: says so instead of pretending. */
export function ComingSoon({ name }: { name: string }) {
  return (
    <section
      data-testid="coming-soon"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      <PageTitle title={name} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{name}</h1>
      <p className="mt-4 text-lg text-slate-600">{`${name} — this page is not built yet.`}</p>
      <Link to="/" className={`mt-8 ${buttonClasses('brand', 'lg')}`}>
        Back to home
      </Link>
    </section>
  );
}
