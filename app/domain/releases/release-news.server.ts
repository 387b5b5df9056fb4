import { and, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleTags, tags } from '~/db/schema/content';
import { tagSlug } from '~/lib/slug';
import {
  newestFirstById,
  published,
  selectCards,
  toCard,
  type ArticleCard,
} from '../articles/article-cards.server';

/**
 * The newest published articles about a release's artist or its label: those tagged with the artist's or
 * the label's tag. The newsroom names a tag by the slug of the name it found (store/tags.server.ts), so the
 * tag of "Above & Beyond" is `above-and-beyond`, of kind artist.
 */
export async function listReleaseNews(
  db: Database,
  release: { artist: string; label: string },
  limit = 3,
): Promise<ArticleCard[]> {
  const tagged = sql`${articles.id} IN (
    SELECT ${articleTags.articleId} FROM ${articleTags} JOIN ${tags} ON ${tags.id} = ${articleTags.tagId}
    WHERE (${tags.kind} = 'artist' AND ${tags.slug} = ${tagSlug(release.artist)})
       OR (${tags.kind} = 'label' AND ${tags.slug} = ${tagSlug(release.label)}))`;
  const rows = await selectCards(db)
    .where(and(published, tagged))
    .orderBy(...newestFirstById)
    .limit(limit);
  return rows.map(toCard);
}
