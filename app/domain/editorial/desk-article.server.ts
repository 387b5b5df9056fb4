import { and, desc, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles } from '~/db/schema/content';
import { readArticle, waitingCondition } from './article-rows.server';
import type { ArticleState } from './article-state';
import { type SourceItem, sourceItemsOf } from './story-items.server';

/** Another waiting story an editor may merge into the one open. */
export type MergeCandidate = { id: string; title: string; createdAt: string };

export type DeskArticle = {
  id: string;
  slug: string;
  storyId: string | null;
  isAiAssisted: boolean;
  createdAt: string;
  /** The version an edit is made against (see `editArticle`). */
  updatedAt: string;
  correctedAt: string | null;
  state: ArticleState;
  items: SourceItem[];
  mergeCandidates: MergeCandidate[];
};

/** How many other stories the merge list offers: the newest waiting ones. */
const MERGE_CANDIDATES = 50;

/** An article as the desk shows it: its state, the reports behind it, and the stories it could absorb. */
export async function getDeskArticle(db: Database, id: string): Promise<DeskArticle | undefined> {
  const article = await readArticle(db, id);
  if (!article) return undefined;
  const [items, candidates] = await Promise.all([
    sourceItemsOf(db, [id]),
    article.storyId
      ? db
          .select({ id: articles.id, title: articles.title, createdAt: articles.createdAt })
          .from(articles)
          .where(and(waitingCondition, isNotNull(articles.storyId), ne(articles.id, id)))
          .orderBy(desc(articles.createdAt), desc(articles.id))
          .limit(MERGE_CANDIDATES)
      : Promise.resolve([]),
  ]);
  return {
    id: article.id,
    slug: article.slug,
    storyId: article.storyId,
    isAiAssisted: article.isAiAssisted,
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    correctedAt: article.correctedAt?.toISOString() ?? null,
    state: article.state,
    items: items.get(id) ?? [],
    mergeCandidates: candidates.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
