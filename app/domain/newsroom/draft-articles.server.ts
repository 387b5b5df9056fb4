import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { readTimeMinutes } from '~/lib/html';
import type { Logger } from '~/lib/logger.server';
import { articleBody, type Drafter } from './publish-stories.server';
import { quotes, type SourceText } from './summarise';

/** Model calls at once: enough to hide a slow model's latency, few enough not to hammer it. */
const CONCURRENCY = 4;

/**
 * Asks the model for a headline and summary of each new article, after its batch has committed: a slow or
 * absent model never holds the newsroom's write lock. A checked draft replaces the extractive headline,
 * summary and body and labels the article AI-assisted; the slug stays, so links never break. On failure or
 * timeout the extractive version simply stays.
 */
export async function draftArticles(
  db: Database,
  drafter: Drafter,
  articles: { articleId: string; storyId: string; texts: SourceText[] }[],
  logger: Logger,
): Promise<number> {
  let drafted = 0;
  let next = 0;
  const work = async () => {
    while (next < articles.length) {
      const { articleId, storyId, texts } = articles[next++]!;
      const draft = await drafter(texts).catch((error: unknown) => {
        logger.warn({ err: error, articleId }, 'the model draft failed; the extractive version stays');
        return undefined;
      });
      if (!draft) continue;
      const body = articleBody(draft.summary, quotes(texts, 3));
      await db.execute(sql`
        WITH article AS (
          UPDATE articles SET title = ${draft.headline}, summary = ${draft.summary}, content = ${body},
            read_time = ${readTimeMinutes(`${draft.summary} ${body}`)}, is_ai_assisted = true, updated_at = now()
          WHERE id = ${articleId}::uuid RETURNING id)
        UPDATE stories SET title = ${draft.headline} WHERE id = ${storyId}::uuid AND EXISTS (SELECT 1 FROM article)`);
      drafted++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, articles.length) }, work));
  return drafted;
}
