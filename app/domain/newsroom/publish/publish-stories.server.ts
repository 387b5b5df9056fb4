import { announceContentChange } from '~/domain/reader-writes/content-changes.server';
import type { Database } from '~/db/client.server';
import { timed } from '../phase-timings';
import {
  articlesOfStories,
  deskAuthorId,
  insertArticles,
  insertArticleSources,
  touchArticles,
} from '../store/articles.server';
import { namesInLaterReports } from '../new-names/later-reports.server';
import { suggestNames } from '../store/entity-suggestions.server';
import { linkStoriesToArticles } from '../store/stories.server';
import { tagArticles, type TagName } from '../store/tags.server';
import {
  type ComposedArticle,
  composeArticles,
  type ComposeOptions,
  publishesOnUpdate,
  type StoryItem,
} from './compose-articles';

export type PublishResult = { published: number; drafted: number; updated: number };

export type PublishOptions = Omit<ComposeOptions, 'authorId'> & {
  /** Articles of new stories composed beforehand (`composeArticles`). */
  composed?: Map<string, ComposedArticle>;
};

/**
 * Builds or updates the article of each story. New stories get a headline, an extractive summary, quotes,
 * category, tags and sources; they publish at once when a source auto-publishes and the article is written in
 * the site's language, and otherwise wait as drafts. An existing article gains the new sources and an updated time, and keeps its
 * slug. One article per story is enforced by a unique index, so two crawls that touch the same story at once
 * never create two.
 */
export async function publishStories(
  db: Database,
  byStory: Map<string, StoryItem[]>,
  options: PublishOptions,
): Promise<PublishResult & { created: Map<string, string> }> {
  const result = { published: 0, drafted: 0, updated: 0, created: new Map<string, string>() };
  if (byStory.size === 0) return result;
  const now = options.now ?? new Date();
  const existing = await articlesOfStories(db, [...byStory.keys()]);
  // Stories composed ahead (while their items were being stored) need no second pass; a joined story that
  // somehow has no article yet is composed here.
  const composed = options.composed ?? new Map<string, ComposedArticle>();
  const missing = new Map(
    [...byStory].filter(([storyId]) => !existing.has(storyId) && !composed.has(storyId)),
  );
  if (missing.size > 0)
    for (const [storyId, article] of composeArticles(missing, {
      ...options,
      authorId: await deskAuthorId(db),
    }))
      composed.set(storyId, article);
  const drafts: ComposedArticle['draft'][] = [];
  const tagNames = new Map<string, TagName[]>();
  const suggestions = new Map<string, ComposedArticle['suggestions']>();
  for (const storyId of byStory.keys()) {
    const article = composed.get(storyId);
    if (existing.has(storyId) || !article) continue;
    drafts.push(article.draft);
    tagNames.set(storyId, article.tags);
    if (article.suggestions.length > 0) suggestions.set(storyId, article.suggestions);
  }
  const created = await timed(options.timings, 'publish.insertArticles', () => insertArticles(db, drafts));
  for (const draft of drafts) {
    if (!created.has(draft.storyId)) continue;
    if (draft.status === 'published') result.published++;
    else result.drafted++;
  }
  if (created.size > 0)
    await timed(options.timings, 'publish.linkStories', () =>
      linkStoriesToArticles(
        db,
        drafts
          .filter((draft) => created.has(draft.storyId))
          .map((draft) => ({
            storyId: draft.storyId,
            articleId: created.get(draft.storyId)!,
            category: draft.category,
            title: draft.title,
          })),
      ),
    );

  // Stories that already had an article (or got one from a concurrent crawl) gain sources and an updated time.
  const articleOf = new Map([...existing].map(([storyId, row]) => [storyId, row.id]));
  for (const [storyId, id] of created) articleOf.set(storyId, id);
  const raced = drafts.filter((draft) => !created.has(draft.storyId)).map((draft) => draft.storyId);
  if (raced.length)
    for (const [storyId, row] of await articlesOfStories(db, raced)) {
      articleOf.set(storyId, row.id);
      existing.set(storyId, row);
    }
  const toPublish: string[] = [];
  const touched: string[] = [];
  for (const [storyId, row] of existing) {
    touched.push(row.id);
    if (row.status === 'draft' && publishesOnUpdate(byStory.get(storyId) ?? [], options.siteLanguage))
      toPublish.push(row.id);
    result.updated++;
  }
  // A published article shows when it was last updated; a draft's updated time is its editor's, so only
  // published articles (and drafts published now) take the new time.
  if (touched.length)
    await timed(options.timings, 'publish.touchArticles', () => touchArticles(db, touched, toPublish, now));

  // A new article lists all its items; an existing one gains only this batch's (never re-inserting the rest).
  const sourceRows = [...byStory].flatMap(([storyId, own]) =>
    own
      .map((item, position) => ({ item, position }))
      .filter(({ item }) => item.url && articleOf.has(storyId))
      .map(({ item, position }) => ({
        articleId: articleOf.get(storyId)!,
        name: item.sourceName,
        url: item.url!,
        feedItemId: item.id,
        position,
        publishedAt: item.publishedAt,
      })),
  );
  if (sourceRows.length > 0)
    await timed(options.timings, 'publish.sources', () => insertArticleSources(db, sourceRows));
  await timed(options.timings, 'publish.tags', () =>
    tagArticles(
      db,
      [...tagNames]
        .filter(([storyId]) => created.has(storyId))
        .map(([storyId, names]) => ({ articleId: created.get(storyId)!, names })),
    ),
  );
  if (suggestions.size > 0)
    await timed(options.timings, 'publish.suggestedNames', () =>
      suggestNames(
        db,
        [...suggestions]
          .filter(([storyId]) => created.has(storyId))
          .map(([storyId, names]) => ({ articleId: created.get(storyId)!, names })),
      ),
    );
  // Reports joining a story that has its article: a second outlet naming a new name tags it (decision 068).
  const later = [...existing]
    .map(([storyId, row]) => ({ articleId: row.id, own: byStory.get(storyId) ?? [] }))
    .filter((story) => story.own.length > 0);
  if (later.length > 0)
    await timed(options.timings, 'publish.laterNames', () => namesInLaterReports(db, later, options));
  for (const [storyId, articleId] of created) result.created.set(storyId, articleId);
  // Delivered when the batch commits: every web process drops the pages that list or show these articles.
  if (result.published > 0 || touched.length > 0) await announceContentChange(db);
  return result;
}
