import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import type { DeskToast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import type { DeskSource } from '~/domain/newsroom/sources/source-health.server';
import type { DeskAnswer } from '../shared/desk-answer';
import { Sparkline } from './sparkline';
import { HealthBadge, SourceFacts } from './source-facts';

type CardProps = {
  source: DeskSource;
  now: Date;
  isAdmin: boolean;
  /** A fetcher's answer, for the page's one toast. */
  onAnswer: (toast: DeskToast) => void;
  /** With scripts, deleting opens the page's dialog instead of the confirmation page. */
  onDelete: (source: DeskSource) => void;
};

const smallButton = `${buttonClass('secondary')} min-h-9 px-4`;

/** A fetcher whose answers go to the page's toast. */
function useAnsweringFetcher(onAnswer: (toast: DeskToast) => void) {
  const fetcher = useFetcher<DeskAnswer>();
  // Each answer once, however often the callback changes.
  const handled = useRef<DeskAnswer | undefined>(undefined);
  useEffect(() => {
    if (!fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onAnswer(fetcher.data.toast);
  }, [fetcher.data, onAnswer]);
  return fetcher;
}

/** The active switch: it saves at once (a fetcher; a plain form post without scripts). */
function ActiveSwitch({ source, onAnswer }: Pick<CardProps, 'source' | 'onAnswer'>) {
  const fetcher = useAnsweringFetcher(onAnswer);
  const pending = fetcher.formData?.get('active');
  const active = pending ? pending === 'true' : source.isActive;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={source.id} />
      <input type="hidden" name="active" value={String(!active)} />
      <button
        type="submit"
        role="switch"
        aria-checked={active}
        className="inline-flex min-h-9 items-center gap-2 rounded-full px-1 text-sm font-semibold disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-6 w-11 rounded-full border transition-colors ${active ? 'border-accent bg-accent' : 'border-border bg-surface-2'}`}
        >
          <span
            className={`absolute top-0.5 h-4.5 w-4.5 rounded-full transition-all ${active ? 'left-5.5 bg-on-accent' : 'left-0.5 bg-muted'}`}
          />
        </span>
        <span className="sr-only">{source.name} </span>
        Active
      </button>
    </fetcher.Form>
  );
}

function CrawlNow({ source, onAnswer }: Pick<CardProps, 'source' | 'onAnswer'>) {
  const fetcher = useAnsweringFetcher(onAnswer);
  if (source.isDemo || !source.isActive) return null;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="crawl" />
      <input type="hidden" name="id" value={source.id} />
      <button type="submit" className={smallButton} disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? 'Asking…' : 'Crawl now'}
        <span className="sr-only"> {source.name}</span>
      </button>
    </fetcher.Form>
  );
}

export function SourceCard({ source, now, isAdmin, onAnswer, onDelete }: CardProps) {
  const headingId = `source-${source.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold">
              <Link to={`/admin/sources/${source.id}`} className="hover:underline">
                {source.name}
              </Link>
            </h3>
            <p className="text-sm break-all text-muted">{source.url}</p>
            <p className="mt-1 flex flex-wrap gap-2 text-xs">
              <HealthBadge source={source} />
              <span className="rounded-full border border-border px-2.5 py-0.5 font-semibold">
                {source.category}
              </span>
              {source.kind !== 'news' ? (
                <span className="rounded-full border border-border px-2.5 py-0.5">{source.kind}</span>
              ) : null}
              {source.autoPublish ? (
                <span className="rounded-full border border-border px-2.5 py-0.5">auto-publish</span>
              ) : null}
            </p>
          </div>
          <figure className="flex flex-col items-end gap-1">
            <Sparkline values={source.daily} />
            <figcaption className="text-xs text-muted">Items per day, 4 weeks</figcaption>
          </figure>
        </div>
        <div className="mt-4">
          <SourceFacts source={source} now={now} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ActiveSwitch source={source} onAnswer={onAnswer} />
          <CrawlNow source={source} onAnswer={onAnswer} />
          <Link to={`/admin/sources/${source.id}`} className={smallButton}>
            Edit<span className="sr-only"> {source.name}</span>
          </Link>
          {isAdmin ? (
            <Link
              to={`/admin/sources/${source.id}/delete`}
              className={`${smallButton} text-danger`}
              onClick={(event) => {
                event.preventDefault();
                onDelete(source);
              }}
            >
              Delete<span className="sr-only"> {source.name}</span>
            </Link>
          ) : null}
        </div>
      </article>
    </li>
  );
}
