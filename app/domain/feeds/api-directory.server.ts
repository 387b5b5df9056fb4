import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleTags, profiles, tags, type tagKinds } from '~/db/schema/content';
import { keysetPage, type KeysetPage } from './api-cursor';
import { memoUntilContentChanges } from '../reader-writes/content-memo.server';

// The Content API's tags and authors: only those with published articles, so nothing a draft alone
// mentions (an artist of an unpublished story, say) is revealed. Each list is read in the order of a
// unique column, which is also its cursor: the next page starts after the last slug or handle shown.
// Tags can be many (every artist and label the newsroom meets), many of them on drafts only; authors are few.

export type TagKind = (typeof tagKinds)[number];

export type ApiTagListing = { name: string; slug: string; kind: TagKind; articleCount: number };

export type ApiAuthorListing = {
  name: string;
  handle: string;
  avatarUrl: string | null;
  bio: string | null;
  articleCount: number;
};

/** A tag listing's page is the same for every client until content changes: it is remembered until then. */
const TAG_PAGE_TTL_MS = 10 * 60_000;
const TAG_PAGES_KEPT = 500;

type TagFilter = { kind?: TagKind; after?: string; limit: number };

/**
 * Tags by slug, each with its number of published articles, starting after the slug `after`. Walks tags in
 * slug order (their unique index), keeping those with a published article (EXISTS stops at the first), then
 * counts the articles of the page's tags only, all in one pass (a count per tag would read the published
 * articles once per tag).
 */
async function readTagPage(db: Database, filter: TagFilter): Promise<KeysetPage<ApiTagListing, string>> {
  const { rows } = await db.execute<{ name: string; slug: string; kind: TagKind; article_count: number }>(sql`
    WITH page AS (
      SELECT t.id, t.name, t.slug, t.kind FROM ${tags} t
      WHERE EXISTS (
        SELECT 1 FROM ${articleTags} x JOIN ${articles} a ON a.id = x.article_id
        WHERE x.tag_id = t.id AND a.status = 'published')
        ${filter.kind ? sql`AND t.kind = ${filter.kind}` : sql``}
        ${filter.after !== undefined ? sql`AND t.slug > ${filter.after}` : sql``}
      ORDER BY t.slug
      LIMIT ${filter.limit + 1}
    )
    SELECT page.name, page.slug, page.kind, count(*)::int AS article_count
    FROM page
    JOIN ${articleTags} x ON x.tag_id = page.id
    JOIN ${articles} a ON a.id = x.article_id AND a.status = 'published'
    GROUP BY page.id, page.name, page.slug, page.kind
    ORDER BY page.slug`);
  const listings = rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    kind: row.kind,
    articleCount: row.article_count,
  }));
  return keysetPage(listings, filter.limit, (tag) => tag.slug);
}

const rememberedTagPage = memoUntilContentChanges(TAG_PAGE_TTL_MS, TAG_PAGES_KEPT, readTagPage);

/** Tags by slug, each with its number of published articles, starting after the slug `after`. */
export function listApiTags(db: Database, filter: TagFilter): Promise<KeysetPage<ApiTagListing, string>> {
  // One key for one page, whatever order the caller built the filter in.
  return rememberedTagPage(db, { kind: filter.kind, after: filter.after, limit: filter.limit });
}

/** Authors by handle, each with their number of published articles, starting after the handle `after`. */
export async function listApiAuthors(
  db: Database,
  filter: { after?: string; limit: number },
): Promise<KeysetPage<ApiAuthorListing, string>> {
  const { rows } = await db.execute<{
    name: string;
    handle: string;
    avatar_url: string | null;
    bio: string | null;
    article_count: number;
  }>(sql`
    SELECT p.name, p.handle, p.avatar_url, p.bio, c.article_count
    FROM ${profiles} p
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS article_count FROM ${articles} a
      WHERE a.author_id = p.id AND a.status = 'published'
    ) c
    WHERE c.article_count > 0
      ${filter.after !== undefined ? sql`AND p.handle > ${filter.after}` : sql``}
    ORDER BY p.handle
    LIMIT ${filter.limit + 1}`);
  const listings = rows.map((row) => ({
    name: row.name,
    handle: row.handle,
    avatarUrl: row.avatar_url,
    bio: row.bio,
    articleCount: row.article_count,
  }));
  return keysetPage(listings, filter.limit, (author) => author.handle);
}
