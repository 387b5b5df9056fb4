import { announceContentChange } from '~/domain/reader-writes/content-changes.server';
import type { Database } from '~/db/client.server';
import { readTimeMinutes } from '~/lib/html';
import type { Logger } from '~/lib/logger.server';
import { applyModelDraft } from '../store/articles.server';
import { articleBody } from './article-body';
import type { Drafter } from './drafter';
import { draftSupport } from './draft-support';
import { foreignLanguage, quotes, type SourceText } from './summarise';

/** Model calls at once: enough to hide a slow model's latency, few enough not to hammer it. */
const CONCURRENCY = 4;

/** A new article the model is asked to write; `autoPublish` says whether a source of its story auto-publishes. */
export type ArticleToDraft = {
  articleId: string;
  storyId: string;
  texts: SourceText[];
  autoPublish?: boolean;
};

/**
 * Asks the model for a headline and summary of each new article, after its batch has committed: a slow or
 * absent model never holds the newsroom's write lock. A checked draft replaces the extractive headline,
 * summary and body and labels the article AI-assisted, with the model's name and how much of the draft its
 * sources say (`draftSupport`); the slug stays, so links never break. On failure or
 * timeout the extractive version simply stays.
 *
 * A story told only in another language than the site's (`siteLanguage`) is written in the site's: the
 * article loses its `lang` mark and publishes as its sources' rule says (it waited as a draft only for its
 * language). Its quotes stay in their language, credited and marked. Such a draft's support is not measured
 * (its words are not its sources'), so its note says only that its names and numbers were checked.
 */
export async function draftArticles(
  db: Database,
  drafter: Drafter,
  articles: ArticleToDraft[],
  logger: Logger,
  siteLanguage = 'en',
): Promise<number> {
  let drafted = 0;
  let next = 0;
  const work = async () => {
    while (next < articles.length) {
      const { articleId, storyId, texts, autoPublish } = articles[next++]!;
      const translated =
        foreignLanguage(
          texts.map((text) => text.language),
          siteLanguage,
        ) !== null;
      const draft = await drafter(texts, translated ? { language: siteLanguage } : {}).catch(
        (error: unknown) => {
          logger.warn({ err: error, articleId }, 'the model draft failed; the extractive version stays');
          return undefined;
        },
      );
      if (!draft) continue;
      // The model's summary is the standfirst; the body quotes what the sources add to it.
      const body = articleBody([], quotes(texts, [draft.summary], 3, siteLanguage), {
        site: siteLanguage,
      });
      await applyModelDraft(db, {
        articleId,
        storyId,
        headline: draft.headline,
        summary: draft.summary,
        body,
        readTime: readTimeMinutes(`${draft.summary} ${body}`),
        model: draft.model,
        support: translated ? null : draftSupport(draft, texts),
        translated,
        publish: translated && Boolean(autoPublish),
      });
      drafted++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, articles.length) }, work));
  // The model's texts replace the published ones: cached pages showing the old texts are dropped.
  if (drafted > 0) await announceContentChange(db);
  return drafted;
}
