import { and, eq, inArray, sql } from 'drizzle-orm';
import { articleTags, tags } from '~/db/schema/content';
import type { ReaderTransaction } from '~/domain/reader-writes/write-gateway.server';
import { slugify } from '~/lib/slug';

/**
 * Takes a dropped new name's tag off the articles it tagged at once (decision 068), inside the desk's change;
 * the tag itself goes when no article carries it any more, so no empty tag page stays behind. Answers how
 * many articles lost it.
 */
export async function untagArticles(
  tx: ReaderTransaction,
  name: string,
  articleIds: string[],
): Promise<number> {
  const slug = slugify(name, 60);
  if (!slug || articleIds.length === 0) return 0;
  const [tag] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
  if (!tag) return 0;
  const removed = await tx
    .delete(articleTags)
    .where(and(eq(articleTags.tagId, tag.id), inArray(articleTags.articleId, articleIds)))
    .returning({ articleId: articleTags.articleId });
  await tx
    .delete(tags)
    .where(
      and(
        eq(tags.id, tag.id),
        sql`NOT EXISTS (SELECT 1 FROM ${articleTags} WHERE ${articleTags.tagId} = ${tag.id})`,
      ),
    );
  return removed.length;
}
