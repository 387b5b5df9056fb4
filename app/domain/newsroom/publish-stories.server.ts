import { eq, inArray, sql } from 'drizzle-orm';
import { arrayParam, unnestRows } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { articles, profiles, type tags } from '~/db/schema/content';
import { readTimeMinutes, sanitizeRichHtml } from '~/lib/html';
import { httpUrl } from '~/lib/untrusted-input';
import { slugify } from '~/lib/slug';
import { uuidv7 } from '~/lib/uuid';
import { classify, type StoryCategory } from './classify';
import { lexiconMatcher, type LexiconEntry } from './lexicon.server';
import { type PhaseTimings, timed } from './phase-timings';
import type { BatchItem } from './store-batch.server';
import { quotes, summarise, type SourceText } from './summarise';

export type Drafter = (sources: SourceText[]) => Promise<{ headline: string; summary: string } | undefined>;

export type PublishResult = { published: number; drafted: number; updated: number };

type PublishOptions = {
  lexicon: LexiconEntry[];
  now?: Date;
  timings?: PhaseTimings;
  /** Articles of new stories composed beforehand (`composeArticles`). */
  composed?: Map<string, ComposedArticle>;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The article body: the summary, then short quotes credited to their sources. Never a whole copy. A source
 * link is kept only when it is http(s), and the whole body passes the same allowlist sanitiser as feed HTML,
 * so no path from a feed field to the page can carry a script URL.
 */
export function articleBody(summary: string, picked: ReturnType<typeof quotes>): string {
  const quoteHtml = picked
    .map(({ sourceName, url, quote }) => {
      const href = httpUrl(url ?? undefined);
      const cite = href
        ? `<a href="${escapeHtml(href)}" rel="noopener nofollow">${escapeHtml(sourceName)}</a>`
        : escapeHtml(sourceName);
      return `<blockquote><p>${escapeHtml(quote)}</p><cite>${cite}</cite></blockquote>`;
    })
    .join('');
  return sanitizeRichHtml(
    `<p>${escapeHtml(summary)}</p>${quoteHtml ? `<h2>What the sources say</h2>${quoteHtml}` : ''}`,
  );
}

let deskAuthor: { db: Database; id: string } | undefined;

async function deskAuthorId(db: Database): Promise<string> {
  if (deskAuthor?.db === db) return deskAuthor.id;
  await db
    .insert(profiles)
    .values({
      name: 'Dropwire Desk',
      handle: 'desk',
      bio: 'The automated newsroom, overseen by our editors.',
    })
    .onConflictDoNothing();
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.handle, 'desk'));
  deskAuthor = { db, id: row!.id };
  return row!.id;
}

type Item = Pick<
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
type Draft = typeof articles.$inferInsert & { storyId: string; category: StoryCategory };

/** A story publishes at once when one of its sources auto-publishes and all of it is in English. */
const autoPublishes = (own: Item[]) =>
  own.some((item) => item.autoPublish) &&
  own.every((item) => item.language === null || item.language === 'en');

type TagName = { name: string; kind: (typeof tags.$inferInsert)['kind'] };
export type ComposedArticle = { draft: Draft; tags: TagName[] };

/**
 * Composes the article of each new story from its items: headline and extractive summary, quotes, category,
 * genre and entity tags, and whether it publishes at once (a source auto-publishes and the story is in
 * English). Pure work on what is in memory, so it can run while the items are being stored.
 */
export async function composeArticles(
  db: Database,
  byStory: Map<string, Item[]>,
  options: Pick<PublishOptions, 'lexicon' | 'now' | 'timings'>,
): Promise<Map<string, ComposedArticle>> {
  const authorId = await deskAuthorId(db);
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
        authorId,
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

/**
 * Builds or updates the article of each story. New stories get a headline, an extractive (or model-drafted)
 * summary, quotes, category, tags and sources; they publish at once when a source auto-publishes and the
 * story is in English, and otherwise wait as drafts. An existing article gains the new sources and an
 * updated time, and keeps its slug. One article per story is enforced by a unique index, so two crawls that
 * touch the same story at once never create two.
 */
export async function publishStories(
  db: Database,
  byStory: Map<string, Item[]>,
  options: PublishOptions,
): Promise<PublishResult & { created: Map<string, string> }> {
  const result = { published: 0, drafted: 0, updated: 0, created: new Map<string, string>() };
  if (byStory.size === 0) return result;
  const storyIds = [...byStory.keys()];
  const now = options.now ?? new Date();
  const existing = new Map(
    (
      await db.execute<{ id: string; story_id: string; status: string }>(
        sql`SELECT id, story_id, status FROM articles WHERE story_id = ANY(${arrayParam(storyIds, 'uuid')})`,
      )
    ).rows.map((row) => [row.story_id, { id: row.id, storyId: row.story_id, status: row.status }]),
  );
  // Stories composed ahead (while their items were being stored) need no second pass; a joined story that
  // somehow has no article yet is composed here.
  const composed = options.composed ?? new Map<string, ComposedArticle>();
  const missing = new Map(
    [...byStory].filter(([storyId]) => !existing.has(storyId) && !composed.has(storyId)),
  );
  if (missing.size > 0)
    for (const [storyId, article] of await composeArticles(db, missing, options))
      composed.set(storyId, article);
  const drafts: Draft[] = [];
  const tagNames = new Map<string, TagName[]>();
  for (const storyId of byStory.keys()) {
    const article = composed.get(storyId);
    if (existing.has(storyId) || !article) continue;
    drafts.push(article.draft);
    tagNames.set(storyId, article.tags);
  }
  const created = await timed(options.timings, 'publish.insertArticles', () => insertArticles(db, drafts));
  for (const draft of drafts) {
    if (!created.has(draft.storyId)) continue;
    if (draft.status === 'published') result.published++;
    else result.drafted++;
  }
  if (created.size > 0) {
    const made = drafts.filter((draft) => created.has(draft.storyId));
    await timed(options.timings, 'publish.linkStories', () =>
      db.execute(sql`
        UPDATE stories AS s SET article_id = v.article_id, category = v.category, title = v.title, updated_at = now()
        FROM ${unnestRows(made, [
          [(draft) => draft.storyId, 'uuid'],
          [(draft) => created.get(draft.storyId)!, 'uuid'],
          [(draft) => draft.category, 'text'],
          [(draft) => draft.title, 'text'],
        ])} AS v(id, article_id, category, title)
        WHERE s.id = v.id`),
    );
  }

  // Stories that already had an article (or got one from a concurrent crawl) gain sources and an updated time.
  const articleOf = new Map([...existing].map(([storyId, row]) => [storyId, row.id]));
  for (const [storyId, id] of created) articleOf.set(storyId, id);
  const raced = drafts.filter((draft) => !created.has(draft.storyId)).map((draft) => draft.storyId);
  if (raced.length) {
    for (const row of await db
      .select({ id: articles.id, storyId: articles.storyId, status: articles.status })
      .from(articles)
      .where(inArray(articles.storyId, raced))) {
      articleOf.set(row.storyId!, row.id);
      existing.set(row.storyId!, { id: row.id, storyId: row.storyId!, status: row.status });
    }
  }
  const toPublish: string[] = [];
  const touched: string[] = [];
  for (const [storyId, row] of existing) {
    touched.push(row.id);
    if (row.status === 'draft' && autoPublishes(byStory.get(storyId) ?? [])) toPublish.push(row.id);
    result.updated++;
  }
  // A published article shows when it was last updated; a draft's updated time is its editor's, so only
  // published articles (and drafts published now) take the new time.
  if (touched.length)
    await timed(options.timings, 'publish.touchArticles', () =>
      db.execute(sql`
        UPDATE articles SET updated_at = ${now.toISOString()},
          status = CASE WHEN id = ANY(${arrayParam(toPublish, 'uuid')}) THEN 'published' ELSE status END,
          published_at = CASE WHEN id = ANY(${arrayParam(toPublish, 'uuid')}) THEN ${now.toISOString()}::timestamptz
            ELSE published_at END
        WHERE id = ANY(${arrayParam(touched, 'uuid')})
          AND (status = 'published' OR id = ANY(${arrayParam(toPublish, 'uuid')}))`),
    );

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
    await timed(options.timings, 'publish.sources', () =>
      db.execute(sql`
      INSERT INTO article_sources (id, article_id, name, url, feed_item_id, position, published_at)
      SELECT * FROM ${unnestRows(sourceRows, [
        [() => uuidv7(), 'uuid'],
        [(row) => row.articleId, 'uuid'],
        [(row) => row.name, 'text'],
        [(row) => row.url, 'text'],
        [(row) => row.feedItemId, 'uuid'],
        [(row) => row.position, 'int'],
        [(row) => row.publishedAt.toISOString(), 'timestamptz'],
      ])}
      ON CONFLICT DO NOTHING`),
    );
  await timed(options.timings, 'publish.tags', () =>
    tagArticles(
      db,
      [...tagNames]
        .filter(([storyId]) => created.has(storyId))
        .map(([storyId, names]) => ({ articleId: created.get(storyId)!, names })),
    ),
  );
  for (const [storyId, articleId] of created) result.created.set(storyId, articleId);
  return result;
}

/** What summaries, quotes and drafts are made from: each item's source, title, text and link. */
export const sourceTexts = (own: Item[]): SourceText[] =>
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
 * A clashing slug gets the end of the story's id. Story ids are UUIDv7: their first characters are a timestamp
 * shared by every story of a batch, their last ones are random, so only the end tells two stories apart.
 */
function suffixedSlug(slug: string, storyId: string): string {
  return `${slug}-${storyId.slice(-8)}`;
}

/** Inserts new articles in one statement; slug clashes get the story's short id. Returns story → article. */
async function insertArticles(db: Database, drafts: Draft[]): Promise<Map<string, string>> {
  const created = new Map<string, string>();
  if (drafts.length === 0) return created;
  // Two stories of one batch may share a headline.
  const seen = new Set<string>();
  for (const draft of drafts) {
    if (seen.has(draft.slug)) draft.slug = suffixedSlug(draft.slug, draft.storyId);
    seen.add(draft.slug);
  }
  const insert = async (rows: Draft[]) => {
    if (rows.length === 0) return;
    const { rows: inserted } = await db.execute<{ id: string; story_id: string }>(sql`
      INSERT INTO articles (id, story_id, slug, title, summary, content, category, status, published_at,
        cover_image_url, read_time, author_id)
      SELECT * FROM ${unnestRows(rows, [
        [(row) => row.id ?? uuidv7(), 'uuid'],
        [(row) => row.storyId, 'uuid'],
        [(row) => row.slug, 'text'],
        [(row) => row.title, 'text'],
        [(row) => row.summary ?? '', 'text'],
        [(row) => row.content ?? '', 'text'],
        [(row) => row.category, 'text'],
        [(row) => row.status ?? 'draft', 'text'],
        [(row) => row.publishedAt?.toISOString() ?? null, 'timestamptz'],
        [(row) => row.coverImageUrl ?? null, 'text'],
        [(row) => row.readTime ?? 1, 'int'],
        [(row) => row.authorId ?? null, 'uuid'],
      ])}
      ON CONFLICT DO NOTHING
      RETURNING id, story_id`);
    for (const row of inserted) created.set(row.story_id, row.id);
  };
  await insert(drafts);
  if (created.size === drafts.length) return created;
  // A row left out clashed on its slug (retry with a suffix) or on its story (another crawl made it).
  const taken = new Set(
    (
      await db
        .select({ storyId: articles.storyId })
        .from(articles)
        .where(
          inArray(
            articles.storyId,
            drafts.map((draft) => draft.storyId),
          ),
        )
    ).map((row) => row.storyId),
  );
  await insert(
    drafts
      .filter((draft) => !created.has(draft.storyId) && !taken.has(draft.storyId))
      .map((draft) => ({
        ...draft,
        slug: suffixedSlug(slugify(draft.title) || 'story', draft.storyId),
      })),
  );
  return created;
}

async function tagArticles(db: Database, entries: { articleId: string; names: TagName[] }[]): Promise<void> {
  const all = new Map<string, TagName>();
  for (const entry of entries)
    for (const tag of entry.names) if (slugify(tag.name, 60)) all.set(slugify(tag.name, 60), tag);
  if (all.size === 0) return;
  const slugs = [...all.keys()];
  // Insert the new tags and read every id in one statement (the second half sees only tags that existed).
  const { rows } = await db.execute<{ id: string; slug: string }>(sql`
    WITH input AS (
      SELECT * FROM ${unnestRows(slugs, [
        [(slug) => slug, 'text'],
        [(slug) => all.get(slug)!.name, 'text'],
        [(slug) => all.get(slug)!.kind, 'text'],
      ])} AS i(slug, name, kind)),
    inserted AS (
      INSERT INTO tags (slug, name, kind) SELECT slug, name, kind FROM input ON CONFLICT DO NOTHING RETURNING id, slug)
    SELECT id, slug FROM inserted
    UNION ALL
    SELECT t.id, t.slug FROM tags t JOIN input ON input.slug = t.slug`);
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  const links = entries.flatMap((entry) =>
    [
      ...new Set(
        entry.names.map((tag) => ids.get(slugify(tag.name, 60))).filter((id): id is string => Boolean(id)),
      ),
    ].map((tagId) => ({ articleId: entry.articleId, tagId })),
  );
  if (links.length)
    await db.execute(sql`
      INSERT INTO article_tags (article_id, tag_id)
      SELECT * FROM ${unnestRows(links, [
        [(link) => link.articleId, 'uuid'],
        [(link) => link.tagId, 'uuid'],
      ])}
      ON CONFLICT DO NOTHING`);
}
