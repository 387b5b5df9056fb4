import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { gearItems } from '~/db/schema/gear';
import { signImage } from '~/lib/image-signing.server';
import type { SignedImage } from '~/lib/image-url';
import { published, selectCards, toCard, type ArticleCard } from '../articles/article-cards.server';
import { matchesListSearch } from '../catalogue/list-search.server';
import { TECH_PAGE_SIZE, type TechQuery } from './tech-query';

// The Tech & Gear list: published tech news (articles of category `tech`) and published gear items, in one
// list. The rules that decide which item shows under which filter and in which order:
//
// - Search: an article by its reader-search vector (title, summary, body); a gear item by its brand, model and
//   category. Each word a prefix, all required (as every section list).
// - Category (the gear categories): a gear item by its own category. An article has no gear category, so it
//   belongs to one when it names a published gear item of that category: every word of the item's brand and
//   model is in the article's text ("Pioneer DJ unveils the CDJ-3000X" is DJ Gear). An article that names no
//   gear item shows under "all" only. The popular topics count by the same rule (tech-topics.server.ts).
// - Newest: articles by when they were published, gear items by when they were added.
// - Most Popular: articles by their views; gear items by how many readers followed a link to buy them (clicks
//   through `/go/{id}` on the retailers of their reviews). A view and a click each count one reader acting
//   on the item, so both sort on one scale; ties go to the newest.

export type TechGearCard = {
  kind: 'gear';
  id: string;
  brand: string;
  model: string;
  category: string;
  msrpCents: number | null;
  /** ISO 4217 code of the MSRP, as stored. */
  currency: string;
  specs: Record<string, string>;
  cover: SignedImage | null;
  /** The item's newest published review, which its card links to (`/tech-gear/{slug}`); null without one. */
  review: { slug: string; rating: number } | null;
};

export type TechItem = { kind: 'article'; article: ArticleCard } | TechGearCard;

export type TechList = { items: TechItem[]; total: number };

/**
 * Whether the article names the gear item aliased `g`: every word of its brand and model is among the
 * article's searchable words (stemmed, unaccented), wherever they stand.
 */
export const namesGearItem = sql`${articles.searchVector} @@ plainto_tsquery('dropwire_search', g.brand || ' ' || g.model)`;

const gearWords = sql`to_tsvector('dropwire_search', ${gearItems.brand} || ' ' || ${gearItems.model} || ' ' || ${gearItems.category})`;

function articleWhere({ search, category }: Pick<TechQuery, 'search' | 'category'>): SQL | undefined {
  return and(
    published,
    eq(articles.category, 'tech'),
    matchesListSearch(articles.searchVector, search),
    category === 'all'
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${gearItems} g
          WHERE g.status = 'published' AND g.category = ${category} AND ${namesGearItem})`,
  );
}

function gearWhere({ search, category }: Pick<TechQuery, 'search' | 'category'>): SQL | undefined {
  return and(
    eq(gearItems.status, 'published'),
    matchesListSearch(gearWords, search),
    category === 'all' ? undefined : eq(gearItems.category, category),
  );
}

/** Clicks readers made on the retailer links of the gear item's reviews (`/go/{id}`, crawlers not counted). */
const gearClicks = sql`(SELECT count(*) FROM affiliate_clicks c
  JOIN review_retailers rr ON rr.id = c.link_id
  JOIN reviews r ON r.id = rr.review_id
  WHERE c.link_kind = 'retailer' AND r.gear_id = ${gearItems.id})`;

const orders: Record<TechQuery['sort'], SQL> = {
  newest: sql`sort_at DESC, id DESC`,
  popular: sql`popularity DESC, sort_at DESC, id DESC`,
};

/** The page's items in order, by kind and id, and how many items match in all: one statement. */
async function pageOfIds(db: Database, query: TechQuery) {
  const { rows } = await db.execute<{ kind: 'article' | 'gear'; id: string; total: number }>(sql`
    SELECT kind, id, (count(*) OVER ())::int AS total FROM (
      SELECT 'article' AS kind, ${articles.id} AS id, ${articles.publishedAt} AS sort_at,
        ${articles.views}::bigint AS popularity
      FROM ${articles} WHERE ${articleWhere(query)}
      UNION ALL
      SELECT 'gear', ${gearItems.id}, ${gearItems.createdAt}, ${gearClicks}
      FROM ${gearItems} WHERE ${gearWhere(query)}
    ) AS items
    ORDER BY ${orders[query.sort]}
    LIMIT ${TECH_PAGE_SIZE} OFFSET ${(query.page - 1) * TECH_PAGE_SIZE}`);
  return rows;
}

async function gearCards(db: Database, ids: string[]): Promise<TechGearCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: gearItems.id,
      brand: gearItems.brand,
      model: gearItems.model,
      category: gearItems.category,
      msrpCents: gearItems.msrpCents,
      currency: gearItems.currency,
      specs: gearItems.specs,
      imageUrl: gearItems.imageUrl,
      // Spelled out: Drizzle writes a column of a one-table select without its table, which here would be r's.
      review: sql<TechGearCard['review']>`(SELECT json_build_object('slug', r.slug, 'rating', r.rating)
        FROM reviews r WHERE r.gear_id = gear_items.id AND r.status = 'published'
        ORDER BY r.published_at DESC NULLS LAST, r.id DESC LIMIT 1)`,
    })
    .from(gearItems)
    .where(inArray(gearItems.id, ids));
  return rows.map(({ imageUrl, ...row }) => ({ kind: 'gear', ...row, cover: signImage(imageUrl) }));
}

/** One page (12) of the Tech & Gear list, articles and gear items together, and how many match in all. */
export async function listTech(db: Database, query: TechQuery): Promise<TechList> {
  const page = await pageOfIds(db, query);
  const idsOf = (kind: 'article' | 'gear') => page.filter((row) => row.kind === kind).map((row) => row.id);
  const articleIds = idsOf('article');
  const [articleRows, gear] = await Promise.all([
    articleIds.length > 0 ? selectCards(db).where(inArray(articles.id, articleIds)) : [],
    gearCards(db, idsOf('gear')),
  ]);
  const byId = new Map<string, TechItem>([
    ...articleRows.map((row) => [row.id, { kind: 'article' as const, article: toCard(row) }] as const),
    ...gear.map((card) => [card.id, card] as const),
  ]);
  const items = page.flatMap((row) => byId.get(row.id) ?? []);
  return { items, total: page[0]?.total ?? 0 };
}
