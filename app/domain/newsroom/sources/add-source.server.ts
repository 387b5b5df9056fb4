import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { sourceCategories } from '~/db/schema/newsroom';
import { hostOf } from '../fetch/host-limiter';
import { canonicalUrl } from '../normalise/canonical-url';
import { findSourceByUrl, insertSource, type SourceRow, upsertSource } from '../store/sources.server';
import type { CheckedFeed } from './check-feed.server';
import { SourceCheckError } from './source-check-error';

const newSourceSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Give the feed address as a full http:// or https:// URL' }),
  name: z.string().trim().min(1).max(120).optional(),
  category: z
    .enum(sourceCategories, { error: `Category must be one of: ${sourceCategories.join(', ')}` })
    .default('news'),
  kind: z.enum(['news', 'social', 'video']).default('news'),
  autoPublish: z.boolean().default(false),
});

export type NewSource = z.input<typeof newSourceSchema>;

/** Says whether a URL answers with a feed (`checkFeed`, or a stand-in in tests). */
export type FeedCheck = (url: string) => Promise<CheckedFeed>;

/** Adds a source after checking that its URL answers with a feed. */
export async function addSource(db: Database, input: NewSource, check: FeedCheck): Promise<SourceRow> {
  const parsed = newSourceSchema.parse(input);
  const url = canonicalUrl(parsed.url) ?? parsed.url;
  const existing = await findSourceByUrl(db, url);
  if (existing) throw new SourceCheckError(`${url} is already a source ("${existing.name}")`);
  const feed = await check(url);
  const row = await insertSource(db, {
    name: parsed.name ?? (feed.title || new URL(url).hostname),
    url: feed.finalUrl,
    host: hostOf(feed.finalUrl),
    siteUrl: feed.siteUrl ?? null,
    category: parsed.category,
    kind: parsed.kind,
    autoPublish: parsed.autoPublish,
  });
  if (!row) throw new SourceCheckError(`${feed.finalUrl} is already a source`);
  return row;
}

/** Stores a source as given, unchecked: the crawler will find out whether it is a feed. */
export async function addUncheckedSource(db: Database, input: NewSource): Promise<SourceRow> {
  const parsed = newSourceSchema.parse(input);
  return upsertSource(db, {
    name: parsed.name ?? new URL(parsed.url).hostname,
    url: parsed.url,
    host: hostOf(parsed.url),
    category: parsed.category,
    kind: parsed.kind,
    autoPublish: parsed.autoPublish,
  });
}
