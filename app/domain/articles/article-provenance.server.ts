import { sql } from 'drizzle-orm';
import { articles, articleSources } from '~/db/schema/content';
import { feedItems } from '~/db/schema/newsroom';

/**
 * A source item an article credits, as its provenance block lists it: the outlet, its own headline (when the
 * newsroom read it from a feed), when the outlet published it and when it joined the story. The first in
 * the list is the first to report.
 */
export type ProvenanceSource = {
  name: string;
  url: string;
  headline: string | null;
  reportedAt: string | null;
  joinedAt: string;
};

/**
 * A selected column: the article's sources with their items' headlines, first to report first, as JSON, so
 * the article page reads them in its one round trip. An item deleted since keeps the outlet and link.
 */
export const articleProvenanceJson = sql<ProvenanceSource[]>`coalesce((
  SELECT json_agg(json_build_object('name', s.name, 'url', s.url, 'headline', fi.title,
      'reportedAt', s.published_at, 'joinedAt', s.created_at)
    ORDER BY s.published_at ASC NULLS LAST, s.position, s.created_at)
  FROM ${articleSources} s LEFT JOIN ${feedItems} fi ON fi.id = s.feed_item_id
  WHERE s.article_id = ${articles.id}), '[]'::json)`;
