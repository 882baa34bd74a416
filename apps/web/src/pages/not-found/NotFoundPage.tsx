import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { PageTitle } from '../../components/PageTitle';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section
      data-testid="not-found"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      <PageTitle title="Page not found" />
      <p className="text-sm font-semibold tracking-widest text-indigo-600">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-600">
        There is no page at{' '}
        <code
          data-testid="not-found-path"
          className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800"
        >
          {pathname}
        </code>
        .
      </p>
      <Link to="/" className={`mt-8 ${buttonClasses('brand', 'lg')}`}>
        Back to home
      </Link>
    </section>
  );
}
