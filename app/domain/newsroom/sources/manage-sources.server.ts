import { z } from 'zod';
import type { Database } from '~/db/client.server';
import type { AuditActor } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import {
  deleteSourceRow,
  findSourceById,
  makeSourceDue,
  type SourceRow,
  updateSourceRow,
} from '../store/sources.server';
import { addSource, type FeedCheck } from './add-source.server';
import { DuplicateSourceError, SourceCheckError } from './source-check-error';

// What the desk does to sources. Each change and its audit entry land in one transaction; a change that
// readers can see (the site counts active sources) tells the page caches.

/** A change that happened, or why not, with the HTTP status the desk answers. */
export type SourceChange =
  | { ok: true; source: SourceRow; uncheckedReason?: string }
  | { ok: false; reason: string; status: 400 | 404 | 409; unreachable?: boolean };

/** The fields of a source an audit entry keeps (not its crawl state). */
export const auditView = (row: SourceRow) => ({
  name: row.name,
  url: row.url,
  category: row.category,
  kind: row.kind,
  isActive: row.isActive,
  autoPublish: row.autoPublish,
});

const notFound = unchanged<SourceChange>({
  ok: false,
  reason: 'This source does not exist (any more)',
  status: 404,
});

/**
 * Adds a source from the desk after checking its feed, as the CLI does. When `storeUnreachable`, a feed that
 * cannot be reached now is stored unchecked (never one that answered with something else, or sits on a
 * refused address).
 */
export async function addDeskSource(
  db: Database,
  actor: AuditActor,
  input: { name: string; url: string; category: SourceRow['category'] },
  check: FeedCheck,
  { storeUnreachable = false } = {},
): Promise<SourceChange> {
  let uncheckedReason: string | undefined;
  try {
    const source = await addSource(db, input, check, {
      storeUnreachable,
      audited: {
        actor,
        entry: (row, reason) => {
          uncheckedReason = reason;
          return {
            action: 'source.create',
            entityType: 'source',
            entityId: row.id,
            summary: `Added "${row.name}" (${row.url})${reason ? ', unchecked' : ''}`,
            after: auditView(row),
          };
        },
      },
    });
    return { ok: true, source, uncheckedReason };
  } catch (error) {
    if (error instanceof SourceCheckError)
      return {
        ok: false,
        reason: error.message,
        status: error instanceof DuplicateSourceError ? 409 : 400,
        unreachable: error.unreachable,
      };
    if (error instanceof z.ZodError)
      return { ok: false, reason: error.issues[0]?.message ?? 'Invalid source', status: 400 };
    throw error;
  }
}

/**
 * Switches a source on or off. A demo source switches as any other (its items leave or rejoin the home
 * page's videos and posts, and the counts of active sources); it is never crawled either way.
 */
export function setSourceActive(
  db: Database,
  actor: AuditActor,
  id: string,
  active: boolean,
): Promise<SourceChange> {
  return changeForReaders<SourceChange>(db, actor, async (tx) => {
    const before = await findSourceById(tx, id);
    if (!before) return notFound;
    const source = (await updateSourceRow(tx, id, { isActive: active }))!;
    return {
      value: { ok: true, source },
      audit: {
        action: active ? 'source.activate' : 'source.deactivate',
        entityType: 'source',
        entityId: id,
        summary: `${active ? 'Switched on' : 'Switched off'} "${source.name}"`,
        before: { isActive: before.isActive },
        after: { isActive: active },
      },
    };
  });
}

/**
 * Makes an active source due now, whatever its back-off; the caller asks the worker for a crawl tick. The
 * web process never crawls.
 */
export function requestCrawl(db: Database, actor: AuditActor, id: string): Promise<SourceChange> {
  return changeForReaders<SourceChange>(db, actor, async (tx) => {
    const before = await findSourceById(tx, id);
    if (!before) return notFound;
    if (before.isDemo) return unchanged({ ok: false, reason: 'Demo sources are never crawled', status: 400 });
    if (!before.isActive)
      return unchanged({
        ok: false,
        reason: 'Switch the source on first: inactive sources are not crawled',
        status: 400,
      });
    const source = (await makeSourceDue(tx, id))!;
    return {
      value: { ok: true, source },
      audit: {
        action: 'source.crawl',
        entityType: 'source',
        entityId: id,
        summary: `Asked for a crawl of "${source.name}" now`,
        before: { nextCrawlAt: before.nextCrawlAt },
        after: { nextCrawlAt: source.nextCrawlAt },
      },
      // A crawl asked for sooner shows nothing new until it has run.
      readersSee: false,
    };
  });
}

/** Deletes a source and its stored items; published articles keep their credits (article_sources). */
export function deleteSource(db: Database, actor: AuditActor, id: string): Promise<SourceChange> {
  return changeForReaders<SourceChange>(db, actor, async (tx) => {
    const source = await deleteSourceRow(tx, id);
    if (!source) return notFound;
    return {
      value: { ok: true, source },
      audit: {
        action: 'source.delete',
        entityType: 'source',
        entityId: id,
        summary: `Deleted "${source.name}" (${source.url})`,
        before: auditView(source),
      },
    };
  });
}
