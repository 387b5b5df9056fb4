import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { sourceCategories } from '~/db/schema/newsroom';
import { canonicalUrl } from '../normalise/canonical-url';
import { listSources, type SourceRow, sourceUrls } from '../store/sources.server';
import { type AddOptions, addSource, addUncheckedSource, type FeedCheck } from './add-source.server';
import { type OpmlFeed, parseOpml, renderOpml } from './opml';
import { SourceCheckError } from './source-check-error';

export type ImportReport = {
  /** Checked: each answered with a feed. */
  added: SourceRow[];
  /** Stored without a check, because they could not be reached now; they are crawled on schedule. */
  unchecked: { source: SourceRow; reason: string }[];
  failed: { url: string; reason: string }[];
  skipped: string[];
};

/** Feeds checked at once during an import. */
const IMPORT_CONCURRENCY = 8;

/**
 * Adds every feed of an OPML file; one bad feed is reported and never stops the others. A feed that cannot
 * be reached now (offline, DNS, time-out, a server error) is stored all the same and reported as unchecked;
 * one that answered with something else than a feed, or sits on a refused address, is not stored.
 */
export async function importOpml(
  db: Database,
  xml: string,
  check: FeedCheck,
  options: {
    onProgress?: (done: number, total: number) => void;
    /** The desk's audit of each insert, in its transaction. */
    audited?: AddOptions['audited'];
  } = {},
): Promise<ImportReport> {
  const { onProgress, audited } = options;
  const feeds: OpmlFeed[] = parseOpml(xml);
  const report: ImportReport = { added: [], unchecked: [], failed: [], skipped: [] };
  const known = new Set(await sourceUrls(db));
  const pending: { feed: OpmlFeed; url: string }[] = [];
  for (const feed of feeds) {
    const url = canonicalUrl(feed.xmlUrl) ?? feed.xmlUrl;
    if (known.has(url)) report.skipped.push(url);
    else pending.push({ feed, url });
    known.add(url);
  }
  let next = 0;
  let done = 0;
  const work = async () => {
    while (next < pending.length) {
      const { feed, url } = pending[next++]!;
      const category = sourceCategories.find((value) => value === feed.category?.toLowerCase()) ?? 'news';
      const input = { url, name: feed.title, category };
      try {
        report.added.push(await addSource(db, input, check, { audited }));
      } catch (error) {
        if (error instanceof SourceCheckError && error.unreachable)
          report.unchecked.push({
            source: await addUncheckedSource(db, input, audited, error.message),
            reason: error.message,
          });
        else
          report.failed.push({
            url,
            reason:
              error instanceof z.ZodError
                ? (error.issues[0]?.message ?? 'invalid')
                : (error as Error).message,
          });
      }
      onProgress?.(++done, pending.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IMPORT_CONCURRENCY, pending.length) }, work));
  return report;
}

/** Every source as an OPML document, for another feed reader. */
export async function exportOpml(db: Database, title: string): Promise<string> {
  const rows = await listSources(db);
  return renderOpml(
    title,
    rows.map((row) => ({
      title: row.name,
      xmlUrl: row.url,
      htmlUrl: row.siteUrl ?? undefined,
      category: row.category,
    })),
  );
}
