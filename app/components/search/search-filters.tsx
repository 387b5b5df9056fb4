import {
  MAX_SEARCH_LENGTH,
  searchCategoryOptions,
  searchDateOptions,
  searchHref,
  searchTypeOptions,
  type SearchQuery,
} from '~/domain/search/search-query';
import { island } from '~/islands/island';
import { categoryLabel } from '../articles/category-label';
import { buttonClass } from '../ui/button-link';
import { Icon } from '../ui/icon';

const fieldClass = 'min-h-11 w-full rounded-full border border-border bg-surface px-4 text-text';

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: keyof SearchQuery;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-muted">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={fieldClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search page's form (an island): the words, then what to search (kind, an article category, how recent).
 * A plain GET to /search, so it works without JavaScript; with it, the URL leaves the defaults out.
 */
export function SearchFiltersView({ query }: { query: SearchQuery }) {
  return (
    <form
      method="get"
      action="/search"
      role="search"
      // The list's own values, not those the browser would restore on Back (the change that left the page).
      autoComplete="off"
      aria-label="Search Dropwire"
      className="mt-6 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const read = (name: string) => String(form.get(name) ?? '');
        window.location.assign(
          searchHref({
            q: read('q').trim(),
            type: read('type') as SearchQuery['type'],
            category: read('category') as SearchQuery['category'],
            date: read('date') as SearchQuery['date'],
          }),
        );
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="search-q" className="text-sm font-medium text-muted">
          Search for
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <input
              id="search-q"
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder="Artists, labels, festivals, gear..."
              aria-describedby="search-syntax"
              className={`${fieldClass} pl-11`}
            />
            <Icon name="search" className="pointer-events-none absolute top-3 left-4 h-5 w-5 text-muted" />
          </div>
          <button type="submit" className={buttonClass('primary')}>
            Search
          </button>
        </div>
        <p id="search-syntax" className="text-sm text-muted">
          Use quotes for a phrase (&quot;closing set&quot;), a minus to leave a word out (techno -house), or
          &quot;or&quot; for either word.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Select id="search-type" name="type" label="Type" value={query.type} options={searchTypeOptions} />
        <Select
          id="search-category"
          name="category"
          label="Article category"
          value={query.category}
          options={searchCategoryOptions.map((value) => ({
            value,
            label: value === 'all' ? 'Any category' : categoryLabel(value),
          }))}
        />
        <Select
          id="search-date"
          name="date"
          label="Published"
          value={query.date}
          options={searchDateOptions}
        />
      </div>
    </form>
  );
}

export const SearchFilters = island('search-filters', SearchFiltersView, { hydrate: 'use' });
