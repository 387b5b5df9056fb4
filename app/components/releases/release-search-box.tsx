import { buttonClass } from '../ui/button-link';

/** A search of the releases on the release page's 404: a plain GET form, so it works without JavaScript. */
export function ReleaseSearchBox() {
  return (
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
  );
}
