import type { ReactNode } from 'react';
import { Icon } from '~/components/ui/icon';
import type { SourceItem } from '~/domain/editorial/story-items.server';
import { httpUrl } from '~/lib/untrusted-input';
import { formatDeskTime } from '~/components/desk/desk-time';

/** A report's link, when it is one a browser may follow (http or https), with its host to show. */
function linkOf(url: string | null): { href: string; host: string } | undefined {
  const href = httpUrl(url ?? undefined);
  return href ? { href, host: new URL(href).host } : undefined;
}

/**
 * A story's reports side by side, first to report first: each one's title, source, time and link. `action`
 * adds something per report (the article page's "Split off").
 */
export function SourceItems({
  items,
  action,
}: {
  items: SourceItem[];
  action?: (item: SourceItem) => ReactNode;
}) {
  if (items.length === 0)
    return <p className="text-sm text-muted">No reports are recorded for this article.</p>;
  return (
    <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item, index) => {
        const link = linkOf(item.url);
        return (
          <li
            key={item.itemId ?? `${item.url}-${index}`}
            className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2 p-3 text-sm"
          >
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
              <span className="font-semibold text-text">{item.sourceName}</span>
              {item.publishedAt ? (
                <time dateTime={item.publishedAt}>{formatDeskTime(item.publishedAt)}</time>
              ) : null}
              {index === 0 && items.length > 1 ? <span>· first to report</span> : null}
            </p>
            {item.title ? <p className="font-semibold">{item.title}</p> : null}
            {link ? (
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 break-all text-accent underline"
              >
                {link.host}
                <Icon name="external" className="h-3.5 w-3.5 shrink-0" />
                <span className="sr-only">(report by {item.sourceName}, opens in a new tab)</span>
              </a>
            ) : (
              <span className="text-muted">No link</span>
            )}
            {action ? <div className="mt-auto pt-1">{action(item)}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
