import { readTimeMinutes } from '~/lib/html';
import { slugify } from '~/lib/slug';
import { uuidv7 } from '~/lib/uuid';
import { classify } from '../classify/classify';
import type { StoryCategory } from '../classify/category-rules';
import type { LexiconEntry } from '../classify/lexicon-matcher';
import { entityTagger, type EntityTagger } from '../classify/story-entities';
import type { SuggestedName } from '../classify/story-names';
import type { BatchItem } from '../normalise/batch-item';
import type { PhaseTimings } from '../phase-timings';
import type { ArticleDraft } from '../store/articles.server';
import type { TagName } from '../store/tags.server';
import { articleBody } from './article-body';
import { foreignLanguage, quotes, summarise, type SourceText } from './summarise';

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
  | 'sourceKind'
  | 'autoPublish'
>;

export type ComposedArticle = {
  draft: ArticleDraft & { category: StoryCategory };
  tags: TagName[];
  /** Names the lexicon does not know, proposed to the desk (never shown to readers as tags). */
  suggestions: SuggestedName[];
};

export type ComposeOptions = {
  lexicon: LexiconEntry[];
  /** Names editors rejected (as compared): never proposed again. */
  rejectedNames?: ReadonlySet<string>;
  /** The profile that signs the newsroom's articles (`deskAuthorId`). */
  authorId: string;
  now?: Date;
  timings?: PhaseTimings;
  /** The site's language (SITE_LANGUAGE); English when not given. */
  siteLanguage?: string;
};

/**
 * A new story publishes at once when one of its sources auto-publishes and its article is written in the
 * site's language (its headline, standfirst and quotes come from its reports in that language; the others are
 * credited as sources). A story told only in another language is drafted in it and waits for an editor, or
 * for a model to write it in the site's language (`draftArticles`).
 */
export const autoPublishes = (own: StoryItem[], siteLanguage = 'en') =>
  own.some((item) => item.autoPublish) &&
  foreignLanguage(
    own.map((item) => item.language),
    siteLanguage,
  ) === null;

/**
 * A draft that gains reports publishes when a source of them auto-publishes and all of them are in the site's
 * language: its text was composed before and may be in another language, so only news in the site's language
 * confirms it.
 */
export const publishesOnUpdate = (own: StoryItem[], siteLanguage = 'en') =>
  own.some((item) => item.autoPublish) &&
  own.every((item) => item.language === null || item.language === siteLanguage);

/** What summaries, quotes and drafts are made from: each item's source, title, text and link. */
export const sourceTexts = (own: StoryItem[]): SourceText[] =>
  own.map((item) => ({
    sourceName: item.sourceName,
    title: item.title,
    text: item.contentText || item.summary,
    url: item.url,
    language: item.language,
    kind: item.sourceKind,
  }));

// The tagger is built once per lexicon (and set of rejected names), not once per batch.
const taggers = new WeakMap<LexiconEntry[], { rejected?: ReadonlySet<string>; tag: EntityTagger }>();
export function taggerFor(lexicon: LexiconEntry[], rejected?: ReadonlySet<string>) {
  let tagger = taggers.get(lexicon);
  if (!tagger || tagger.rejected !== rejected)
    taggers.set(lexicon, (tagger = { rejected, tag: entityTagger(lexicon, rejected) }));
  return tagger.tag;
}

/**
 * Composes the article of each new story from its items: headline and extractive summary, quotes, category,
 * genre and entity tags, its language when not the site's, and whether it publishes at once (a source
 * auto-publishes and the story is in the site's language). Pure work on what is in memory, so it can run while the items are being stored.
 */
export function composeArticles(
  byStory: Map<string, StoryItem[]>,
  options: ComposeOptions,
): Map<string, ComposedArticle> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const tag = taggerFor(options.lexicon, options.rejectedNames);
  const siteLanguage = options.siteLanguage ?? 'en';
  const composed = new Map<string, ComposedArticle>();
  for (const [storyId, own] of byStory) {
    const texts = sourceTexts(own);
    const { headline, summary, details } = summarise(texts, siteLanguage);
    const story = {
      title: own.map((item) => item.title).join('. '),
      text: texts.map((text) => text.text).join(' '),
    };
    const entities = tag(
      texts.map((text) => ({
        sourceName: text.sourceName,
        title: text.title,
        lead: text.text,
        text: text.text,
      })),
      story,
    );
    const sourceCategory = own[0]!.sourceCategory;
    const classification = classify({
      ...story,
      sourceCategory,
      entityKinds: entities.known.map((entity) => entity.kind),
      festivalNames: entities.known
        .filter((entity) => entity.kind === 'festival')
        .flatMap((entity) => [entity.name, ...entity.aliases]),
    });
    // Genres again without the genre words inside names (Swedish House Mafia), only when a name holds one.
    const genres =
      entities.genreTitle === story.title && entities.genreText === story.text
        ? classification.genres
        : classify({ title: entities.genreTitle, text: entities.genreText, sourceCategory }).genres;
    const lang = foreignLanguage(
      own.map((item) => item.language),
      siteLanguage,
    );
    const body = articleBody(details, quotes(texts, [summary, ...details], 3, siteLanguage), {
      site: siteLanguage,
      details: lang,
    });
    const publish = autoPublishes(own, siteLanguage);
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
        lang,
      },
      tags: [
        ...genres.map((name) => ({ name, kind: 'genre' as const })),
        ...entities.known.map((entity) => ({ name: entity.name, kind: entity.kind })),
      ],
      suggestions: entities.suggested,
    });
  }
  if (options.timings)
    options.timings['publish.compose'] =
      (options.timings['publish.compose'] ?? 0) + performance.now() - started;
  return composed;
}
