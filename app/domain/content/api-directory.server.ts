import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleTags, profiles, tags, type tagKinds } from '~/db/schema/content';

// The Content API's tags and authors: only those with published articles, so nothing a draft alone
// mentions (an artist of an unpublished story, say) is revealed. Each list is read in the order of a
// unique column, which is also its cursor: the next page starts after the last slug or handle shown.

export type TagKind = (typeof tagKinds)[number];

export type ApiTagListing = { name: string; slug: string; kind: TagKind; articleCount: number };

export type ApiAuthorListing = {
  name: string;
  handle: string;
  avatarUrl: string | null;
  bio: string | null;
  articleCount: number;
};

type Page<T> = { items: T[]; next: string | null };

function page<T>(rows: T[], limit: number, keyOf: (row: T) => string): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? keyOf(last) : null };
}

/** Tags by slug, each with its number of published articles, starting after the slug `after`. */
export async function listApiTags(
  db: Database,
  filter: { kind?: TagKind; after?: string; limit: number },
): Promise<Page<ApiTagListing>> {
  // Walks tags in slug order (their unique index) and counts each one's articles until the page is full.
  const { rows } = await db.execute<{ name: string; slug: string; kind: TagKind; article_count: number }>(sql`
    SELECT t.name, t.slug, t.kind, c.article_count
    FROM ${tags} t
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS article_count
      FROM ${articleTags} x JOIN ${articles} a ON a.id = x.article_id
      WHERE x.tag_id = t.id AND a.status = 'published'
    ) c
    WHERE c.article_count > 0
      ${filter.kind ? sql`AND t.kind = ${filter.kind}` : sql``}
      ${filter.after !== undefined ? sql`AND t.slug > ${filter.after}` : sql``}
    ORDER BY t.slug
    LIMIT ${filter.limit + 1}`);
  const listings = rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    kind: row.kind,
    articleCount: row.article_count,
  }));
  return page(listings, filter.limit, (tag) => tag.slug);
}

/** Authors by handle, each with their number of published articles, starting after the handle `after`. */
export async function listApiAuthors(
  db: Database,
  filter: { after?: string; limit: number },
): Promise<Page<ApiAuthorListing>> {
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
  return page(listings, filter.limit, (author) => author.handle);
}
