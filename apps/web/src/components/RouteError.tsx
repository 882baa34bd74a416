import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageTitle } from './PageTitle';
import { Button } from './ui/Button';
import { buttonClasses } from './ui/buttonClasses';

/** Catches render errors and failed page-chunk loads (e.g. a stale tab after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';

  return (
    <section
      data-testid="route-error"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <PageTitle title="Something went wrong" />
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">{detail}</p>
      <div className="mt-8 flex gap-3">
        <Button variant="brand" size="lg" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <Link to="/" reloadDocument className={buttonClasses('ghost', 'lg')}>
          Go home
        </Link>
      </div>
    </section>
  );
}
