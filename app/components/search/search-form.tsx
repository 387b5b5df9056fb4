import type { Ref } from 'react';
import { buttonClass } from '../ui/button-link';

/**
 * The site search: a plain GET to /search, so it works without JavaScript and its results have a URL (it is
 * part of the header's island, where there is no router).
 */
export function SearchForm({
  id,
  defaultValue,
  inputRef,
  className = '',
  inputClassName = 'bg-surface',
}: {
  /** The input's id; the header and the search page each have one. */
  id: string;
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** The input's background, set apart from what it sits on. */
  inputClassName?: string;
}) {
  return (
    <form method="get" action="/search" role="search" className={`flex gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        required
        maxLength={200}
        placeholder="Search articles, artists, events..."
        className={`min-h-11 w-full rounded-full border border-border px-4 text-text placeholder:text-muted ${inputClassName}`}
      />
      <button type="submit" className={buttonClass('primary')}>
        Search
      </button>
    </form>
  );
}
