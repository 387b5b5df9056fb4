import type { ReactNode } from 'react';
import { hiddenWhileLoading, inlineWhileLoading, shownWhileLoading } from './list-loading';
import { buttonClass } from './ui/button-link';
import { formatShowing } from '~/lib/format';

// What every section list shares (/releases, /festivals, /tech, /reviews, /interviews, /charts) besides its
// filters (list-filters.tsx): skeletons while the next list loads, the count, the empty state.

/** The list (its cards, empty state and pages), hidden while the next list loads. */
export function ListResults({ children }: { children: ReactNode }) {
  return <div className={hiddenWhileLoading}>{children}</div>;
}

/**
 * `count` placeholder cards of the list's shape, shown only while the next list loads (hidden from assistive
 * tech): the filters mark the page loading when they go to another list (list-loading.ts).
 */
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
    <div className={shownWhileLoading} aria-hidden="true" data-testid="list-skeletons">
      <div className={className}>
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
    </div>
  );
}

/**
 * "Showing 12 of 40 releases" ("Showing 1 release" for a list of one), announced politely; "Loading…" while
 * the next list loads.
 */
export function ListCount({
  shown,
  total,
  one,
  noun,
}: {
  shown: number;
  total: number;
  /** What is listed, in the singular ("release"). */
  one: string;
  /** What is listed, in the plural ("releases"). */
  noun: string;
}) {
  return (
    <p className="mt-6 text-sm text-muted" aria-live="polite">
      <span className={hiddenWhileLoading}>{formatShowing(shown, total, one, noun)}</span>
      <span className={inlineWhileLoading}>Loading {noun}…</span>
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
        <a href={clear.to} className={`${buttonClass('primary')} mt-6`}>
          {clear.label}
        </a>
      ) : null}
    </div>
  );
}
