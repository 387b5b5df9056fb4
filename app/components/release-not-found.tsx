import { buttonClass, ButtonLink } from './ui/button-link';

/**
 * The release page's 404: what happened, a search of the releases (a plain GET form, so it works without
 * JavaScript) and the way back to the list.
 */
export function ReleaseNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Release Not Found</h1>
      <p className="mt-3 text-muted">
        The release you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <form
        method="get"
        action="/releases"
        role="search"
        className="mt-8 flex w-full flex-col gap-3 sm:flex-row"
      >
        <label htmlFor="release-not-found-search" className="sr-only">
          Search releases
        </label>
        <input
          id="release-not-found-search"
          type="search"
          name="search"
          maxLength={100}
          placeholder="Search by title, artist or label…"
          className="min-h-11 flex-1 rounded-full border border-border bg-surface px-4 text-text"
        />
        <button type="submit" className={buttonClass('secondary')}>
          Search
        </button>
      </form>
      <ButtonLink to="/releases" className="mt-6">
        Back to Releases
      </ButtonLink>
    </section>
  );
}
