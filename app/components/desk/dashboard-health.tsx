import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard } from '~/domain/operations/dashboard.server';
import { formatNumber, formatTimeAgo } from '~/lib/format';

/** A figure with its name, and what it counts (a card of the dashboard). */
export function StatCard({
  label,
  value,
  tone,
}: {
  label: string;
  value: number;
  tone?: 'positive' | 'danger';
}) {
  const color = tone === 'positive' ? 'text-positive' : tone === 'danger' ? 'text-danger' : '';
  return (
    <div className="rounded-2xl border border-border bg-surface p-5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`mt-1 text-3xl font-bold tabular-nums ${color}`}>{formatNumber(value)}</dd>
    </div>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/\W+/g, '-');

function HealthCard({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`health-${slug(title)}`}
      className="flex flex-col rounded-2xl border border-border bg-surface p-5"
    >
      <h3 id={`health-${slug(title)}`} className="font-semibold">
        {title}
      </h3>
      <div className="mt-2 flex-1">{children}</div>
      <p className="mt-4 text-sm">
        <Link to={link.to} className="font-semibold text-accent underline">
          {link.label}
        </Link>
      </p>
    </section>
  );
}

/** Failing sources, drafts waiting and the inboxes: what needs someone on the desk. */
export function NewsroomHealth({
  sources,
  drafts,
  inbox,
  now,
}: Pick<Dashboard, 'sources' | 'drafts' | 'inbox'> & { now: Date | string }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <HealthCard title="Failing sources" link={{ to: '/admin/sources', label: 'Manage sources' }}>
        <p className="text-3xl font-bold tabular-nums">
          <span className={sources.count > 0 ? 'text-danger' : ''}>{formatNumber(sources.count)}</span>
        </p>
        {sources.worst.length > 0 ? (
          <ul className="mt-2 space-y-2 text-sm">
            {sources.worst.map((source) => (
              <li key={source.id}>
                <span className="font-semibold">{source.name}</span>{' '}
                <span className="text-muted">
                  · {source.errorCount} {source.errorCount === 1 ? 'failure' : 'failures'} in a row
                  {source.lastStatus ? ` · HTTP ${source.lastStatus}` : ''}
                </span>
                {source.lastError ? (
                  <span className="block break-words text-muted">{source.lastError}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">
            {sources.active > 0
              ? 'Every active source answered its last crawl.'
              : 'No source is active, so nothing is crawled: add one or switch one on.'}
          </p>
        )}
      </HealthCard>
      <HealthCard title="Drafts waiting" link={{ to: '/admin/desk', label: 'Open the review queue' }}>
        <p className="text-3xl font-bold tabular-nums">{formatNumber(drafts.count)}</p>
        <p className="mt-2 text-sm text-muted">
          {drafts.oldest ? (
            <>
              The oldest, “{drafts.oldest.title}”, was made{' '}
              <time dateTime={new Date(drafts.oldest.createdAt).toISOString()}>
                {formatTimeAgo(drafts.oldest.createdAt, new Date(now))}
              </time>
              .
            </>
          ) : (
            'Nothing is waiting for review.'
          )}
        </p>
      </HealthCard>
      <HealthCard title="Inbox" link={{ to: '/admin/inbox', label: 'Open the inbox' }}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>New tips</dt>
          <dd className="text-right font-semibold tabular-nums">{formatNumber(inbox.tips)}</dd>
          <dt>New contact messages</dt>
          <dd className="text-right font-semibold tabular-nums">{formatNumber(inbox.messages)}</dd>
          <dt>New advertising inquiries</dt>
          <dd className="text-right font-semibold tabular-nums">{formatNumber(inbox.inquiries)}</dd>
        </dl>
      </HealthCard>
    </div>
  );
}
