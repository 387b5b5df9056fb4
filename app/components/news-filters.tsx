import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import {
  newsCategoryOptions,
  newsQueryString,
  newsSortOptions,
  type NewsQuery,
} from '~/domain/content/news-query';
import { categoryLabel } from './category-label';
import { buttonClass } from './ui/button-link';
import { Icon } from './ui/icon';

const fieldClass = 'min-h-11 rounded-full border border-border bg-surface px-4 text-text';

/**
 * Search, category, sort and view for the News list. Every change becomes a URL (category left out when
 * 'all'), so the back button and shared links work; without JavaScript the form submits as a plain GET.
 */
export function NewsFilters({ query }: { query: NewsQuery }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState(query.search);
  const [shownSearch, setShownSearch] = useState(query.search);
  const [submittedSearch, setSubmittedSearch] = useState<string>();
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  // When the URL's search changes from elsewhere (a removed badge, Clear All Filters, the back button),
  // the box follows it; a change this box submitted itself leaves what the reader is still typing alone.
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    if (query.search !== submittedSearch) setSearch(query.search);
  }

  useEffect(() => () => clearTimeout(debounce.current), []);

  const go = (change: Partial<NewsQuery>) => {
    clearTimeout(debounce.current);
    if (change.search !== undefined) setSubmittedSearch(change.search);
    void navigate(`/news${newsQueryString({ ...query, page: 1, ...change })}`, { preventScrollReset: true });
  };

  return (
    <Form
      method="get"
      action="/news"
      role="search"
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
          value={query.category}
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
          value={query.sort}
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
            <Link
              key={view}
              to={`/news${newsQueryString({ ...query, view })}`}
              preventScrollReset
              aria-current={query.view === view ? 'true' : undefined}
              className={`inline-flex h-9 w-9 items-center justify-center rounded-full ${query.view === view ? 'bg-accent text-on-accent' : 'text-muted hover:text-text'}`}
            >
              <Icon name={view} className="h-4 w-4" />
              <span className="sr-only">{view === 'grid' ? 'Grid view' : 'List view'}</span>
            </Link>
          ))}
        </div>
      </div>
    </Form>
  );
}
