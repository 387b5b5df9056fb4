import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { sourceCategories } from '~/db/schema/newsroom';
import type { AuditActor, AuditEntry } from '~/domain/auth/audit.server';
import { changeForReaders, unchanged } from '~/domain/reader-writes/write-gateway.server';
import { singleLineText } from '~/lib/untrusted-input';
import { hostOf } from '../fetch/host-limiter';
import { canonicalUrl } from '../normalise/canonical-url';
import {
  findSourceByUrl,
  insertSource,
  type NewSourceRow,
  type SourceRow,
  upsertSource,
} from '../store/sources.server';
import type { CheckedFeed } from './check-feed.server';
import { feedUrl } from './feed-url';
import { DuplicateSourceError, SourceCheckError } from './source-check-error';

const newSourceSchema = z.object({
  url: feedUrl('The address'),
  // A feed's title may be anything: one line, without control characters, cut to the name's length.
  name: z
    .string()
    .transform((name) => singleLineText(name).trim().slice(0, 120))
    .pipe(z.string().min(1))
    .optional(),
  category: z
    .enum(sourceCategories, { error: `Category must be one of: ${sourceCategories.join(', ')}` })
    .default('news'),
  kind: z.enum(['news', 'social', 'video']).default('news'),
  autoPublish: z.boolean().default(false),
});

export type NewSource = z.input<typeof newSourceSchema>;

/** Says whether a URL answers with a feed (`checkFeed`, or a stand-in in tests). */
export type FeedCheck = (url: string) => Promise<CheckedFeed>;

export type AddOptions = {
  /**
   * Store the source unchecked when its feed cannot be reached now (offline, DNS, time-out, a server error):
   * the crawler tries it on schedule, through the same guard. A definite answer (not a feed, gone, a refused
   * address) is never stored.
   */
  storeUnreachable?: boolean;
  /** The desk's audit of the insert; `uncheckedReason` says why the feed was not checked. */
  audited?: AuditedInsert;
};

/**
 * Who adds a source and what the audit log says of it: the insert then goes through the write gateway, in
 * one transaction with its entry, and is announced (the site counts active sources).
 */
export type AuditedInsert = {
  actor: AuditActor;
  entry: (row: SourceRow, uncheckedReason?: string) => AuditEntry;
};

/** Inserts a source, through the write gateway when the insert is audited. */
function insertAudited(
  db: Database,
  insert: (tx: Database) => Promise<SourceRow | undefined>,
  audited: AuditedInsert | undefined,
  uncheckedReason?: string,
): Promise<SourceRow | undefined> {
  if (!audited) return insert(db);
  return changeForReaders(db, audited.actor, async (tx) => {
    const row = await insert(tx);
    return row ? { value: row, audit: audited.entry(row, uncheckedReason) } : unchanged(undefined);
  });
}

/** Adds a source after checking that its URL answers with a feed. */
export async function addSource(
  db: Database,
  input: NewSource,
  check: FeedCheck,
  options: AddOptions = {},
): Promise<SourceRow> {
  const parsed = newSourceSchema.parse(input);
  const url = canonicalUrl(parsed.url) ?? parsed.url;
  const existing = await findSourceByUrl(db, url);
  if (existing) throw new DuplicateSourceError(`${url} is already a source ("${existing.name}")`);
  let feed: CheckedFeed | undefined;
  let uncheckedReason: string | undefined;
  try {
    feed = await check(url);
  } catch (error) {
    if (!(options.storeUnreachable && error instanceof SourceCheckError && error.unreachable)) throw error;
    uncheckedReason = error.message;
  }
  const finalUrl = feed?.finalUrl ?? url;
  const values: NewSourceRow = {
    name: parsed.name ?? (feed?.title || new URL(url).hostname),
    url: finalUrl,
    host: hostOf(finalUrl),
    siteUrl: feed?.siteUrl ?? null,
    category: parsed.category,
    kind: parsed.kind,
    autoPublish: parsed.autoPublish,
  };
  const row = await insertAudited(db, (tx) => insertSource(tx, values), options.audited, uncheckedReason);
  if (!row) throw new DuplicateSourceError(`${finalUrl} is already a source`);
  return row;
}

/** Stores a source as given, unchecked: the crawler will find out whether it is a feed. */
export async function addUncheckedSource(
  db: Database,
  input: NewSource,
  audited?: AuditedInsert,
  reason?: string,
): Promise<SourceRow> {
  const parsed = newSourceSchema.parse(input);
  const values: NewSourceRow = {
    name: parsed.name ?? new URL(parsed.url).hostname,
    url: parsed.url,
    host: hostOf(parsed.url),
    category: parsed.category,
    kind: parsed.kind,
    autoPublish: parsed.autoPublish,
  };
  return (await insertAudited(db, (tx) => upsertSource(tx, values), audited, reason))!;
}
