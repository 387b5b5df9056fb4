import { readTimeMinutes } from '~/lib/html';
import { slugify } from '~/lib/slug';
import { uuidv7 } from '~/lib/uuid';
import { classify } from '../classify/classify';
import type { StoryCategory } from '../classify/category-rules';
import { lexiconMatcher, type LexiconEntry } from '../classify/lexicon-matcher';
import type { BatchItem } from '../normalise/batch-item';
import type { PhaseTimings } from '../phase-timings';
import type { ArticleDraft } from '../store/articles.server';
import type { TagName } from '../store/tags.server';
import { articleBody } from './article-body';
import { quotes, summarise, type SourceText } from './summarise';

/** What publishing reads of a story's items. */
export type StoryItem = Pick<
  BatchItem,
  | 'id'
  | 'title'
  | 'summary'
  | 'contentText'
  | 'url'
  | 'imageUrl'
  | 'language'
  | 'publishedAt'
  | 'sourceName'
  | 'sourceCategory'
  | 'autoPublish'
>;

export type ComposedArticle = { draft: ArticleDraft & { category: StoryCategory }; tags: TagName[] };

export type ComposeOptions = {
  lexicon: LexiconEntry[];
  /** The profile that signs the newsroom's articles (`deskAuthorId`). */
  authorId: string;
  now?: Date;
  timings?: PhaseTimings;
};

/** A story publishes at once when one of its sources auto-publishes and all of it is in English. */
export const autoPublishes = (own: StoryItem[]) =>
  own.some((item) => item.autoPublish) &&
  own.every((item) => item.language === null || item.language === 'en');

/** What summaries, quotes and drafts are made from: each item's source, title, text and link. */
export const sourceTexts = (own: StoryItem[]): SourceText[] =>
  own.map((item) => ({
    sourceName: item.sourceName,
    title: item.title,
    text: item.contentText || item.summary,
    url: item.url,
  }));

// The matcher is built once per lexicon, not once per batch.
const matchers = new WeakMap<LexiconEntry[], ReturnType<typeof lexiconMatcher>>();
function matcherFor(lexicon: LexiconEntry[]) {
  let match = matchers.get(lexicon);
  if (!match) matchers.set(lexicon, (match = lexiconMatcher(lexicon)));
  return match;
}

/**
 * Composes the article of each new story from its items: headline and extractive summary, quotes, category,
 * genre and entity tags, and whether it publishes at once (a source auto-publishes and the story is in
 * English). Pure work on what is in memory, so it can run while the items are being stored.
 */
export function composeArticles(
  byStory: Map<string, StoryItem[]>,
  options: ComposeOptions,
): Map<string, ComposedArticle> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const match = matcherFor(options.lexicon);
  const composed = new Map<string, ComposedArticle>();
  for (const [storyId, own] of byStory) {
    const texts = sourceTexts(own);
    const { headline, summary } = summarise(texts);
    const classification = classify({
      title: own.map((item) => item.title).join('. '),
      text: texts.map((text) => text.text).join(' '),
      sourceCategory: own[0]!.sourceCategory,
    });
    const body = articleBody(summary, quotes(texts, 3));
    const publish = autoPublishes(own);
    composed.set(storyId, {
      draft: {
        id: uuidv7(),
        storyId,
        slug: slugify(headline) || 'story',
        title: headline,
        summary,
        content: body,
        category: classification.category,
        status: publish ? 'published' : 'draft',
        publishedAt: publish ? now : null,
        coverImageUrl: own.find((item) => item.imageUrl)?.imageUrl ?? null,
        readTime: readTimeMinutes(`${summary} ${body}`),
        authorId: options.authorId,
      },
      tags: [
        ...classification.genres.map((name) => ({ name, kind: 'genre' as const })),
        ...match(texts.map((text) => `${text.title}. ${text.text}`).join(' ')).map((entity) => ({
          name: entity.name,
          kind: entity.kind,
        })),
      ],
    });
  }
  if (options.timings)
    options.timings['publish.compose'] =
      (options.timings['publish.compose'] ?? 0) + performance.now() - started;
  return composed;
}
