import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { preparedPerDatabase } from '~/db/prepared.server';
import { articles, profiles } from '~/db/schema/content';
import { type AiProvenance, aiProvenance } from './ai-provenance';
import { articleProvenanceJson, type ProvenanceSource } from './article-provenance.server';
import {
  articleTagsJson,
  cardColumns,
  cardsOfPage,
  newestFirstById,
  published,
  selectCards,
  toCard,
  type ArticleCard,
  type ArticleTag,
  type AuthorSummary,
} from './article-cards.server';
import { viewsCountedHere } from '~/lib/views-counted-here';
import { memoPageRead, memoUntilContentChanges } from '../reader-writes/content-memo.server';
import {
  isArchivePage,
  NEWS_PAGE_SIZE,
  newsCategoryOptions,
  type NewsQuery,
  type NewsSort,
} from './news-query';
import { readerTsQuery } from '../search/search-text.server';

export type { ArticleCard };

export type ArticleDetail = ArticleCard & {
  content: string;
  updatedAt: string;
  isSponsored: boolean;
  hasAffiliateLinks: boolean;
  isAiAssisted: boolean;
  /** For an AI-assisted article: the model and the confidence note readers see beside the sources. */
  ai: AiProvenance | null;
  /** What an editor said when correcting the published article, and when. */
  correction: { note: string; at: string } | null;
  author: (AuthorSummary & { bio: string | null }) | null;
  tags: ArticleTag[];
  sources: ProvenanceSource[];
};

/** Escapes LIKE wildcards so a reader's "%" or "_" is matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Articles that match a reader's words: the site search's own words (web search syntax, English stemming,
 * unaccent), or a title that contains the text as typed. The News search and the Content API's `q`.
 */
export function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  return or(
    sql`${articles.searchVector} @@ ${readerTsQuery(search)}`,
    sql`${articles.title} ILIKE ${likePattern(search)}`,
  );
}

// Every direction is spelled out with its NULLS order to match the indexes exactly (drizzle-kit writes
// .desc() index columns as DESC NULLS LAST, while a bare DESC in a query means NULLS FIRST).
const orderBy: Record<NewsQuery['sort'], SQL[]> = {
  newest: newestFirstById,
  // Exactly the reverse of newest, so the same index serves it read backwards.
  oldest: [sql`${articles.publishedAt} ASC NULLS FIRST`, sql`${articles.id} ASC NULLS FIRST`],
  popular: [sql`${articles.views} DESC NULLS LAST`, ...newestFirstById],
};

export type ArticleList = { items: ArticleCard[]; total: number; hasMore: boolean };

function newsListWhere(query: Pick<NewsQuery, 'search' | 'category'>) {
  return and(
    published,
    query.category === 'all' ? undefined : eq(articles.category, query.category),
    searchCondition(query.search),
  );
}

/** The News list's page query, unexecuted, so tests can EXPLAIN exactly what the site runs. */
export function newsListQuery(db: Database, query: Pick<NewsQuery, 'search' | 'category' | 'sort' | 'page'>) {
  return selectCards(db)
    .where(newsListWhere(query))
    .orderBy(...orderBy[query.sort])
    .limit(query.page * NEWS_PAGE_SIZE);
}

/**
 * The News list's first page of every category, without a search, as most readers see it: prepared, one
 * query per order. Its limit is written into the SQL, not a parameter, so a plan PostgreSQL keeps for the
 * statement is made for that limit; filtered lists, later pages and searches are built for each request.
 */
const prepareFirstNewsPage = (sort: NewsSort) =>
  preparedPerDatabase((db) =>
    newsListQuery(db, { search: '', category: 'all', sort, page: 1 }).prepare(`news_first_page_${sort}`),
  );
const firstNewsPage: Record<NewsSort, ReturnType<typeof prepareFirstNewsPage>> = {
  newest: prepareFirstNewsPage('newest'),
  oldest: prepareFirstNewsPage('oldest'),
  popular: prepareFirstNewsPage('popular'),
};
const publishedCount = preparedPerDatabase((db) =>
  db
    .select({ total: count() })
    .from(articles)
    .where(newsListWhere({ search: '', category: 'all' }))
    .prepare('published_article_count'),
);

async function countNewsList(db: Database, query: Pick<NewsQuery, 'search' | 'category'>): Promise<number> {
  const [row] =
    !query.search && query.category === 'all'
      ? await publishedCount(db).execute()
      : await db.select({ total: count() }).from(articles).where(newsListWhere(query));
  return row?.total ?? 0;
}

/**
 * The total of a News list without a search (every category, or one), remembered until published content
 * changes: counting reads an entry for every published article, a cost that grows with the archive, and every
 * page and order of a list shows the same total. A search's total depends on its words and is counted anew.
 */
const rememberedListTotal = memoUntilContentChanges(
  60_000,
  newsCategoryOptions.length,
  (db: Database, category: NewsQuery['category']) => countNewsList(db, { search: '', category }),
);

/**
 * The News list: published articles filtered and sorted, pages 1..page at once so "Load More" works as a link;
 * a page past those (`isArchivePage`) alone, found in the list's index (decision 071).
 */
export async function listPublishedArticles(
  db: Database,
  query: Pick<NewsQuery, 'search' | 'category' | 'sort' | 'page'>,
): Promise<ArticleList> {
  const limit = query.page * NEWS_PAGE_SIZE;
  const [items, total] = query.search
    ? await Promise.all([newsListItems(db, query), countNewsList(db, query)])
    : await Promise.all([
        rememberedListItems(db, { search: '', category: query.category, sort: query.sort, page: query.page }),
        rememberedListTotal(db, query.category),
      ]);
  return { items, total, hasMore: total > limit };
}

async function newsListItems(
  db: Database,
  query: Pick<NewsQuery, 'search' | 'category' | 'sort' | 'page'>,
): Promise<ArticleCard[]> {
  if (isArchivePage(query))
    return cardsOfPage(db, newsListWhere(query), orderBy[query.sort], NEWS_PAGE_SIZE, query.page);
  const everyArticle = !query.search && query.category === 'all';
  const rows =
    everyArticle && query.page === 1
      ? await firstNewsPage[query.sort](db).execute()
      : await newsListQuery(db, query);
  return rows.map(toCard);
}

/** A News list without a search, as most readers see it; a search's list depends on its words and is read anew. */
const rememberedListItems = memoPageRead(newsListItems);

export async function listLatestArticles(db: Database, limit: number): Promise<ArticleCard[]> {
  const rows = await selectCards(db)
    .where(published)
    .orderBy(...orderBy.newest)
    .limit(limit);
  return rows.map(toCard);
}

/** The article page's one query (two joins, two JSON aggregates). */
const publishedArticleQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...cardColumns,
      content: articles.content,
      updatedAt: articles.updatedAt,
      isSponsored: articles.isSponsored,
      hasAffiliateLinks: articles.hasAffiliateLinks,
      isAiAssisted: articles.isAiAssisted,
      aiModel: articles.aiModel,
      aiSupport: articles.aiSupport,
      correctionNote: articles.correctionNote,
      correctedAt: articles.correctedAt,
      authorBio: profiles.bio,
      // Tags and sources come in the same round trip.
      tags: articleTagsJson,
      sources: articleProvenanceJson,
    })
    .from(articles)
    .leftJoin(profiles, eq(profiles.id, articles.authorId))
    .where(and(published, eq(articles.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('published_article'),
);

/**
 * A published article as its page shows it, read once for many readers (`memoPageRead`). The views this process
 * counted since the read are added to the figure, so a reader still sees their own view in it
 * (lib/views-counted-here.ts).
 */
export async function getPublishedArticle(db: Database, slug: string): Promise<ArticleDetail | undefined> {
  const { article, countedBefore } = await rememberedArticle(db, slug);
  if (!article) return undefined;
  const countedSince = viewsCountedHere(slug) - countedBefore;
  return countedSince > 0 ? { ...article, views: article.views + countedSince } : article;
}

const rememberedArticle = memoPageRead(async (db: Database, slug: string) => {
  const article = await readPublishedArticle(db, slug);
  // Read after the query: a view counted while it ran may be missed until the next read, never counted twice.
  return { article, countedBefore: viewsCountedHere(slug) };
});

async function readPublishedArticle(db: Database, slug: string): Promise<ArticleDetail | undefined> {
  const [row] = await publishedArticleQuery(db).execute({ slug });
  if (!row) return undefined;
  const card = toCard(row);
  return {
    ...card,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
    isSponsored: row.isSponsored,
    hasAffiliateLinks: row.hasAffiliateLinks,
    isAiAssisted: row.isAiAssisted,
    ai: row.isAiAssisted ? aiProvenance(row.aiModel, row.aiSupport, row.sources.length) : null,
    correction:
      row.correctionNote && row.correctedAt
        ? { note: row.correctionNote, at: row.correctedAt.toISOString() }
        : null,
    author: card.author ? { ...card.author, bio: row.authorBio } : null,
    tags: row.tags,
    sources: row.sources,
  };
}
