import type { Database } from '~/db/client.server';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { hostOf } from '../fetch/host-limiter';
import { canonicalUrl } from '../normalise/canonical-url';
import { findSourceById, findSourceByUrl, type NewSourceRow, updateSourceRow } from '../store/sources.server';
import { sqlState } from '../store/write-transaction.server';
import type { FeedCheck } from './add-source.server';
import type { CheckedFeed } from './check-feed.server';
import { auditView, type SourceChange } from './manage-sources.server';
import { SourceCheckError } from './source-check-error';
import type { SourceEdit } from './source-fields';

const UNIQUE_VIOLATION = '23505';

/**
 * Changes a source from the desk: name, category, kind and auto-publish as given; a new URL only after its
 * feed is checked as when adding (or, with `storeUnreachable`, when it cannot be reached now), and then with
 * a fresh crawl state, due at once.
 */
export async function editSource(
  db: Database,
  actor: AuditActor,
  id: string,
  edit: SourceEdit,
  check: FeedCheck,
  { storeUnreachable = false } = {},
): Promise<SourceChange> {
  const before = await findSourceById(db, id);
  if (!before) return { ok: false, reason: 'This source does not exist (any more)', status: 404 };
  const values: Partial<NewSourceRow> = {
    name: edit.name,
    category: edit.category,
    kind: edit.kind,
    autoPublish: edit.autoPublish,
  };
  const url = canonicalUrl(edit.url) ?? edit.url;
  let uncheckedReason: string | undefined;
  if (url !== before.url) {
    if (before.isDemo)
      return {
        ok: false,
        reason:
          "A demo source's address cannot change (its items come from a file): add the feed as a new source",
        status: 400,
      };
    const other = await findSourceByUrl(db, url);
    if (other) return { ok: false, reason: `${url} is already a source ("${other.name}")`, status: 409 };
    let feed: CheckedFeed | undefined;
    try {
      feed = await check(url);
    } catch (error) {
      if (!(error instanceof SourceCheckError)) throw error;
      if (!(storeUnreachable && error.unreachable))
        return { ok: false, reason: error.message, status: 400, unreachable: error.unreachable };
      uncheckedReason = error.message;
    }
    const finalUrl = feed?.finalUrl ?? url;
    Object.assign(values, {
      url: finalUrl,
      host: hostOf(finalUrl),
      siteUrl: feed?.siteUrl ?? null,
      etag: null,
      lastModified: null,
      lastStatus: null,
      lastError: null,
      errorCount: 0,
      nextCrawlAt: new Date(),
    } satisfies Partial<NewSourceRow>);
  }
  try {
    // The home page's video and social rows show sources by kind and name: the gateway announces the edit.
    return await changeForReaders<SourceChange>(db, actor, async (tx) => {
      const source = await updateSourceRow(tx, id, values);
      if (!source)
        return unchanged({ ok: false, reason: 'This source does not exist (any more)', status: 404 });
      return {
        value: { ok: true, source, uncheckedReason },
        audit: {
          action: 'source.update',
          entityType: 'source',
          entityId: id,
          summary: `Edited "${source.name}"${source.url !== before.url ? `, now at ${source.url}${uncheckedReason ? ' (unchecked)' : ''}` : ''}`,
          before: auditView(before),
          after: auditView(source),
        },
      };
    });
  } catch (error) {
    // The feed redirected to the address of another source.
    if (sqlState(error) === UNIQUE_VIOLATION)
      return { ok: false, reason: `${String(values.url)} is already a source`, status: 409 };
    throw error;
  }
}
