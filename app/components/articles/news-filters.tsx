import { useEffect, useRef, useState } from 'react';
import {
  newsCategoryOptions,
  newsQueryString,
  newsSortOptions,
  type NewsQuery,
} from '~/domain/articles/news-query';
import { island } from '~/islands/island';
import { categoryLabel } from './category-label';
import { loadList, onRestoredPage } from '../list-loading';
import { buttonClass } from '../ui/button-link';
import { Icon } from '../ui/icon';

const fieldClass = 'min-h-11 rounded-full border border-border bg-surface px-4 text-text';

/**
 * Search, category, sort and view for the News list (an island). Every change becomes a URL (category left
 * out when 'all'), so the back button and shared links work: a page load that shows skeletons until the next
 * list arrives. Without JavaScript the form submits as a plain GET.
 */
export function NewsFiltersView({ query }: { query: NewsQuery }) {
  const [search, setSearch] = useState(query.search);
  // A second change made before the next page arrives builds on the first.
  const [asked, setAsked] = useState(query);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const stopWatching = onRestoredPage(() => {
      setSearch(query.search);
      setAsked(query);
    });
    return () => {
      stopWatching();
      clearTimeout(debounce.current);
    };
  }, [query]);

  const go = (change: Partial<NewsQuery>) => {
    clearTimeout(debounce.current);
    const next = { ...asked, page: 1, ...change };
    setAsked(next);
    loadList(`/news${newsQueryString(next)}`);
  };

  return (
    <form
      method="get"
      action="/news"
      role="search"
      // The list's own values, not those the browser would restore on Back (the change that left the page).
      autoComplete="off"
      aria-label="Filter news"
      className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        go({ search: search.trim() });
      }}
    >
      <div className="relative flex-1">
        <label htmlFor="news-search" className="sr-only">
          Search news
        </label>
        <input
          id="news-search"
          type="search"
          name="search"
          value={search}
          maxLength={200}
          placeholder="Search news..."
          className={`${fieldClass} w-full pl-11`}
          onChange={(event) => {
            const value = event.target.value;
            setSearch(value);
            clearTimeout(debounce.current);
            debounce.current = setTimeout(() => go({ search: value.trim() }), 400);
          }}
        />
        <Icon name="search" className="pointer-events-none absolute top-3 left-4 h-5 w-5 text-muted" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="news-category" className="sr-only">
          Category
        </label>
        <select
          id="news-category"
          name="category"
          value={asked.category}
          className={fieldClass}
          onChange={(event) => go({ category: event.target.value as NewsQuery['category'] })}
        >
          {newsCategoryOptions.map((option) => (
            <option key={option} value={option}>
              {categoryLabel(option)}
            </option>
          ))}
        </select>
        <label htmlFor="news-sort" className="sr-only">
          Sort by
        </label>
        <select
          id="news-sort"
          name="sort"
          value={asked.sort}
          className={fieldClass}
          onChange={(event) => go({ sort: event.target.value as NewsQuery['sort'] })}
        >
          {newsSortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {query.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
        <div
          role="group"
          aria-label="Layout"
          className="flex rounded-full border border-border bg-surface p-1"
        >
          {(['grid', 'list'] as const).map((view) => (
            <a
              key={view}
              href={`/news${newsQueryString({ ...query, view })}`}
              aria-current={query.view === view ? 'true' : undefined}
              className={`inline-flex h-9 w-9 items-center justify-center rounded-full ${query.view === view ? 'bg-accent text-on-accent' : 'text-muted hover:text-text'}`}
            >
              <Icon name={view} className="h-4 w-4" />
              <span className="sr-only">{view === 'grid' ? 'Grid view' : 'List view'}</span>
            </a>
          ))}
        </div>
      </div>
    </form>
  );
}

export const NewsFilters = island('news-filters', NewsFiltersView, { hydrate: 'use' });
