import { useEffect, useRef, useState } from 'react';
import { listQueryString, type ListValues } from '~/domain/catalogue/list-query';
import { island } from '~/islands/island';
import { loadList, onRestoredPage } from './list-loading';
import { buttonClass } from './ui/button-link';
import { Icon } from './ui/icon';

const fieldClass = 'min-h-11 rounded-full border border-border bg-surface px-4 text-text';

export type FilterSelect = {
  /** The query parameter. */
  name: string;
  /** The select's accessible name. */
  label: string;
  options: readonly { value: string; label: string }[];
};

type ListFiltersProps = {
  /** The list's path; the form's action. */
  path: string;
  /** The form's accessible name ("Filter releases"). */
  label: string;
  /** The list's current state as the loader read it, and each value's default. */
  values: ListValues;
  defaults: ListValues;
  search?: { name: string; label: string; placeholder: string };
  selects: FilterSelect[];
  /** A link at the end of the row (Clear Filters). */
  clear?: { label: string; href: string };
};

/**
 * Search box and selects of a list (an island). Every change becomes a URL (defaults left out, back to page
 * 1), so the back button and shared links work; with JavaScript a select applies at once and the box after a
 * pause in typing, each a page load that shows skeletons until the next list arrives; without it, the form
 * submits as a plain GET through its button. Values the form does not show (a view) travel as hidden fields.
 */
export function ListFiltersView({ path, label, values, defaults, search, selects, clear }: ListFiltersProps) {
  const searched = search ? String(values[search.name] ?? '') : '';
  const [typed, setTyped] = useState(searched);
  // What the reader has asked for since this page loaded: a second change made before the next page arrives
  // builds on the first (and the selects show it), instead of on the list still on screen.
  const [asked, setAsked] = useState(values);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const stopWatching = onRestoredPage(() => {
      setTyped(searched);
      setAsked(values);
    });
    return () => {
      stopWatching();
      clearTimeout(debounce.current);
    };
  }, [searched, values]);

  const go = (change: ListValues) => {
    clearTimeout(debounce.current);
    const next = { ...asked, page: 1, ...change };
    setAsked(next);
    loadList(`${path}${listQueryString(next, defaults)}`);
  };
  const shownNames = new Set([search?.name, ...selects.map((select) => select.name), 'page']);
  const hidden = Object.entries(values).filter(
    ([name, value]) => !shownNames.has(name) && String(value) !== String(defaults[name]),
  );
  const id = (name: string) => `${path.replace(/\W+/g, '')}-${name}`;

  return (
    <form
      method="get"
      action={path}
      role="search"
      // The list's own values, not those the browser would restore on Back (the change that left the page).
      autoComplete="off"
      aria-label={label}
      className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        go(search ? { [search.name]: typed.trim() } : {});
      }}
    >
      {search ? (
        <div className="relative flex-1">
          <label htmlFor={id(search.name)} className="sr-only">
            {search.label}
          </label>
          <input
            id={id(search.name)}
            type="search"
            name={search.name}
            value={typed}
            maxLength={100}
            placeholder={search.placeholder}
            className={`${fieldClass} w-full pl-11`}
            onChange={(event) => {
              const text = event.target.value;
              setTyped(text);
              clearTimeout(debounce.current);
              debounce.current = setTimeout(() => go({ [search.name]: text.trim() }), 400);
            }}
          />
          <Icon name="search" className="pointer-events-none absolute top-3 left-4 h-5 w-5 text-muted" />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {selects.map((select) => (
          <span key={select.name}>
            <label htmlFor={id(select.name)} className="sr-only">
              {select.label}
            </label>
            <select
              id={id(select.name)}
              name={select.name}
              value={String(asked[select.name] ?? defaults[select.name])}
              className={fieldClass}
              onChange={(event) => go({ [select.name]: event.target.value })}
            >
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </span>
        ))}
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
        <button type="submit" className={buttonClass('primary')}>
          {search ? 'Search' : 'Apply'}
        </button>
        {clear ? (
          <a href={clear.href} className={buttonClass('secondary')}>
            {clear.label}
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** The filters of a section list (/releases, /festivals, /tech, /reviews, /interviews, /charts). */
export const ListFilters = island('list-filters', ListFiltersView, { hydrate: 'use' });
