import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageTitle } from './PageTitle';

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
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white"
        >
          Reload the page
        </button>
        <Link
          to="/"
          reloadDocument
          className="rounded-lg px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-100"
        >
          Go home
        </Link>
      </div>
    </section>
  );
}
