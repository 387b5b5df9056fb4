import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { listQueryString, type ListValues } from '~/domain/content/list-query';
import { buttonClass } from './ui/button-link';
import { Icon } from './ui/icon';

// The controls every section list shares (/releases, /festivals, /tech, /reviews, /interviews, /charts):
// filters that live in the URL, skeletons while the next list loads, the count, the empty state.

const fieldClass = 'min-h-11 rounded-full border border-border bg-surface px-4 text-text';

export type FilterSelect = {
  /** The query parameter. */
  name: string;
  /** The select's accessible name. */
  label: string;
  options: readonly { value: string; label: string }[];
};

type ListFiltersProps<T extends ListValues> = {
  /** The list's path; the form's action. */
  path: string;
  /** The form's accessible name ("Filter releases"). */
  label: string;
  /** The list's current state as the loader read it, and each value's default. */
  values: T;
  defaults: T;
  search?: { name: keyof T & string; label: string; placeholder: string };
  selects: FilterSelect[];
  /** Extra controls at the end of the row (a view switch). */
  children?: ReactNode;
};

/**
 * Search box and selects of a list. Every change becomes a URL (defaults left out, back to page 1), so the
 * back button and shared links work; with JavaScript a select applies at once and the box after a pause in
 * typing; without it, the form submits as a plain GET through its button. Values the form does not show (a
 * view) travel as hidden fields.
 */
export function ListFilters<T extends ListValues>({
  path,
  label,
  values,
  defaults,
  search,
  selects,
  children,
}: ListFiltersProps<T>) {
  const navigate = useNavigate();
  const current = search ? String(values[search.name] ?? '') : '';
  const [typed, setTyped] = useState(current);
  const [shown, setShown] = useState(current);
  const [submitted, setSubmitted] = useState<string>();
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  // When the URL's search changes from elsewhere (Clear Filters, the back button) the box follows it; a
  // change this box submitted itself leaves what the reader is still typing alone.
  if (shown !== current) {
    setShown(current);
    if (current !== submitted) setTyped(current);
  }
  useEffect(() => () => clearTimeout(debounce.current), []);

  // What the reader has asked for since the list last loaded: a second change made before the first one's
  // list arrives builds on the first (and the selects show it), instead of on the list still on screen.
  const [asked, setAsked] = useState<T>(values);
  const [loaded, setLoaded] = useState(values);
  if (loaded !== values) {
    setLoaded(values);
    setAsked(values);
  }

  const go = (change: Partial<T>) => {
    clearTimeout(debounce.current);
    if (search && change[search.name] !== undefined) setSubmitted(String(change[search.name]));
    const next = { ...asked, page: 1, ...change } as T;
    setAsked(next);
    void navigate(`${path}${listQueryString(next, defaults)}`, { preventScrollReset: true });
  };
  const shownNames = new Set([search?.name, ...selects.map((select) => select.name), 'page']);
  const hidden = Object.entries(values).filter(
    ([name, value]) => !shownNames.has(name) && String(value) !== String(defaults[name]),
  );
  const id = (name: string) => `${path.replace(/\W+/g, '')}-${name}`;

  return (
    <Form
      method="get"
      action={path}
      role="search"
      aria-label={label}
      className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        if (search) go({ [search.name]: typed.trim() } as Partial<T>);
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
              debounce.current = setTimeout(() => go({ [search.name]: text.trim() } as Partial<T>), 400);
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
              onChange={(event) => go({ [select.name]: event.target.value } as Partial<T>)}
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
        {children}
      </div>
    </Form>
  );
}

/**
 * Whether the list at `path` is being replaced: a navigation to it (other filters, another page) is loading.
 * The screen then shows skeletons in place of the cards it is about to replace.
 */
export function useListLoading(path: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname === path;
}

/** `count` placeholder cards of the list's shape while the next list loads (hidden from assistive tech). */
export function ListSkeletons({
  count,
  className,
  shape = 'wide',
}: {
  count: number;
  /** The list's grid classes, so placeholders take the cards' places. */
  className: string;
  shape?: 'wide' | 'square' | 'row';
}) {
  return (
    <div className={className} aria-hidden="true" data-testid="list-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="list-skeleton"
          className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-border bg-surface"
        >
          {shape === 'row' ? null : (
            <div className={`${shape === 'square' ? 'aspect-square' : 'aspect-video'} bg-surface-2`} />
          )}
          <div className="flex flex-1 flex-col gap-3 p-5">
            <div className="h-5 w-4/5 rounded bg-surface-2" />
            <div className="h-4 w-full rounded bg-surface-2" />
            <div className="h-4 w-2/3 rounded bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** "Showing 12 of 40 releases", announced politely; "Loading…" while the next list loads. */
export function ListCount({
  shown,
  total,
  noun,
  loading,
}: {
  shown: number;
  total: number;
  /** Plural noun of what is listed ("releases"). */
  noun: string;
  loading: boolean;
}) {
  return (
    <p className="mt-6 text-sm text-muted" aria-live="polite">
      {loading
        ? `Loading ${noun}…`
        : `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}`}
    </p>
  );
}

/** The empty state of a list: the spec's exact title, an optional line, and the way back to everything. */
export function ListEmpty({
  title,
  text,
  clear,
}: {
  title: string;
  text?: string;
  /** The reset link ("Clear Filters" to the bare path); left out when nothing is filtered. */
  clear?: { label: string; to: string };
}) {
  return (
    <div className="mt-10 rounded-2xl border border-dashed border-border p-12 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      {text ? <p className="mt-2 text-muted">{text}</p> : null}
      {clear ? (
        <Link to={clear.to} className={`${buttonClass('primary')} mt-6`}>
          {clear.label}
        </Link>
      ) : null}
    </div>
  );
}
