import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { nameLookups } from '~/db/schema/name-lookups';
import {
  articleEntitySuggestions,
  entitySuggestions,
  type entitySuggestionKinds,
  type entitySuggestionStatuses,
} from '~/db/schema/newsroom';

export type SuggestionKind = (typeof entitySuggestionKinds)[number];
export type SuggestionStatus = (typeof entitySuggestionStatuses)[number];

/** A suggested name as the desk lists it, with a few of the articles it was suggested for. */
export type NameSuggestion = {
  id: string;
  name: string;
  seenAs: string;
  kind: SuggestionKind | null;
  evidence: string;
  status: SuggestionStatus;
  mentions: number;
  lastSeenAt: string;
  decidedBy: string | null;
  articles: { id: string; title: string }[];
  /** What the open databases hold under this name (decision 068): the MusicBrainz or Wikidata id found. */
  found: { service: (typeof nameLookups.$inferSelect)['service']; externalId: string; label: string }[];
};

const SUGGESTIONS_PER_PAGE = 30;
const ARTICLES_SHOWN = 3;

/**
 * A page of suggested names of one status, the most mentioned and most recent first (the order of
 * `entity_suggestions_status_idx`), each with the first few articles it waits on.
 */
export async function listNameSuggestions(
  db: Database,
  query: { status: SuggestionStatus; page: number },
): Promise<{ entries: NameSuggestion[]; total: number; page: number; pageCount: number }> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(entitySuggestions)
    .where(eq(entitySuggestions.status, query.status));
  const total = count?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUGGESTIONS_PER_PAGE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const rows = await db
    .select()
    .from(entitySuggestions)
    .where(eq(entitySuggestions.status, query.status))
    .orderBy(desc(entitySuggestions.mentions), desc(entitySuggestions.lastSeenAt), desc(entitySuggestions.id))
    .limit(SUGGESTIONS_PER_PAGE)
    .offset((page - 1) * SUGGESTIONS_PER_PAGE);
  const linked = rows.length
    ? await db
        .select({
          suggestionId: articleEntitySuggestions.suggestionId,
          id: articles.id,
          title: articles.title,
        })
        .from(articleEntitySuggestions)
        .innerJoin(articles, eq(articles.id, articleEntitySuggestions.articleId))
        .where(
          and(
            inArray(
              articleEntitySuggestions.suggestionId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(desc(articles.createdAt))
    : [];
  const lookups = rows.length
    ? await db
        .select()
        .from(nameLookups)
        .where(
          and(
            eq(nameLookups.outcome, 'found'),
            inArray(
              nameLookups.key,
              rows.map((row) => row.key),
            ),
          ),
        )
    : [];
  const articlesOf = new Map<string, { id: string; title: string }[]>();
  for (const link of linked) {
    const list = articlesOf.get(link.suggestionId) ?? [];
    if (list.length < ARTICLES_SHOWN) list.push({ id: link.id, title: link.title });
    articlesOf.set(link.suggestionId, list);
  }
  return {
    entries: rows.map((row) => ({
      id: row.id,
      name: row.name,
      seenAs: row.seenAs,
      kind: row.kind,
      evidence: row.evidence,
      status: row.status,
      mentions: row.mentions,
      lastSeenAt: row.lastSeenAt.toISOString(),
      decidedBy: row.decidedBy,
      articles: articlesOf.get(row.id) ?? [],
      found: lookups
        .filter((lookup) => lookup.key === row.key && lookup.externalId)
        .map((lookup) => ({
          service: lookup.service,
          externalId: lookup.externalId!,
          label: lookup.label ?? row.name,
        })),
    })),
    total,
    page,
    pageCount,
  };
}
