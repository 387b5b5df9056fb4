import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage, pageNotFound, type NotFoundTexts } from './not-found-page';
import { PageLink } from './page-link';

/** What a reader page says when it failed for another reason than a 404 (no error text ever reaches readers). */
export interface FailureTexts {
  message: string;
  back?: { to: string; label: string };
  title?: string;
}

/**
 * A reader page's ErrorBoundary: a 404 shows the not-found page with the route's texts, anything else the
 * failure's. Without `failed`, every error is shown as not found (a page "not readable now" is, to a reader).
 */
export function PageError({
  notFound = pageNotFound,
  failed,
  children,
}: {
  notFound?: NotFoundTexts;
  failed?: FailureTexts;
  /** Shown on the not-found page between its message and its way back (a search form, say). */
  children?: ReactNode;
}) {
  const error = useRouteError();
  if (!failed || (isRouteErrorResponse(error) && error.status === 404)) {
    return <NotFoundPage texts={notFound}>{children}</NotFoundPage>;
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      {failed.title ? <title>{failed.title}</title> : null}
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-muted">{failed.message}</p>
      {failed.back ? (
        <PageLink to={failed.back.to} className="mt-6 inline-block text-accent hover:underline">
          {failed.back.label}
        </PageLink>
      ) : null}
    </section>
  );
}
