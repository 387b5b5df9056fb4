import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleSources, articleTags, profiles, tags } from '~/db/schema/content';
import { readTimeMinutes } from '~/lib/html';
import { slugify } from '~/lib/slug';
import { storyItems } from './assign-stories.server';
import { classify, type StoryCategory } from './classify';
import { lexiconMatcher, type LexiconEntry } from './lexicon.server';
import { quotes, summarise, type SourceText } from './summarise';

export type Drafter = (sources: SourceText[]) => Promise<{ headline: string; summary: string } | undefined>;

export type PublishResult = { published: number; drafted: number; updated: number };

type PublishOptions = {
  lexicon: LexiconEntry[];
  drafter?: Drafter;
  now?: Date;
  /** Items stored in this batch: only they add sources to articles that already exist. */
  newItemIds?: Set<string>;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The article body: the summary, then short quotes credited to their sources. Never a whole copy. */
export function articleBody(summary: string, picked: ReturnType<typeof quotes>): string {
  const quoteHtml = picked
    .map(({ sourceName, url, quote }) => {
      const cite = url
        ? `<a href="${escapeHtml(url)}" rel="noopener nofollow">${escapeHtml(sourceName)}</a>`
        : escapeHtml(sourceName);
      return `<blockquote><p>${escapeHtml(quote)}</p><cite>${cite}</cite></blockquote>`;
    })
    .join('');
  return `<p>${escapeHtml(summary)}</p>${quoteHtml ? `<h2>What the sources say</h2>${quoteHtml}` : ''}`;
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

type Item = Awaited<ReturnType<typeof storyItems>>[number];
type Draft = typeof articles.$inferInsert & { storyId: string; category: StoryCategory };

/**
 * Builds or updates the article of each story. New stories get a headline, an extractive (or model-drafted)
 * summary, quotes, category, tags and sources; they publish at once when a source auto-publishes and the
 * story is in English, and otherwise wait as drafts. An existing article gains the new sources and an
 * updated time, and keeps its slug. One article per story is enforced by a unique index, so two crawls that
 * touch the same story at once never create two.
 */
export async function publishStories(
  db: Database,
  storyIds: string[],
  options: PublishOptions,
): Promise<PublishResult> {
  const result: PublishResult = { published: 0, drafted: 0, updated: 0 };
  if (storyIds.length === 0) return result;
  const now = options.now ?? new Date();
  // A batch needs only its own items: a new story's items are all new, and an existing article gains only
  // the new ones (loading whole stories again each batch would grow with every report).
  const items = await storyItems(db, storyIds, options.newItemIds);
  const byStory = new Map<string, Item[]>();
  for (const item of items) byStory.set(item.story_id, [...(byStory.get(item.story_id) ?? []), item]);
  const existing = new Map(
    (
      await db
        .select({ id: articles.id, storyId: articles.storyId, status: articles.status })
        .from(articles)
        .where(inArray(articles.storyId, storyIds))
    ).map((row) => [row.storyId!, row]),
  );
  const match = lexiconMatcher(options.lexicon);
  const authorId = await deskAuthorId(db);
  const autoPublishes = (own: Item[]) =>
    own.some((item) => item.auto_publish) &&
    own.every((item) => item.language === null || item.language === 'en');

  const drafts: Draft[] = [];
  const tagNames = new Map<string, { name: string; kind: (typeof tags.$inferInsert)['kind'] }[]>();
  for (const [storyId, own] of byStory) {
    if (existing.has(storyId)) continue;
    const texts: SourceText[] = own.map((item) => ({
      sourceName: item.source_name,
      title: item.title,
      text: item.content_text || item.summary,
      url: item.url,
    }));
    const drafted = options.drafter ? await options.drafter(texts).catch(() => undefined) : undefined;
    const { headline, summary } = drafted ?? summarise(texts);
    const classification = classify({
      title: own.map((item) => item.title).join('. '),
      text: texts.map((text) => text.text).join(' '),
      sourceCategory: own[0]!.source_category,
    });
    const body = articleBody(summary, quotes(texts, 3));
    const publish = autoPublishes(own);
    drafts.push({
      storyId,
      slug: slugify(headline) || 'story',
      title: headline,
      summary,
      content: body,
      category: classification.category,
      status: publish ? 'published' : 'draft',
      publishedAt: publish ? now : null,
      coverImageUrl: own.find((item) => item.image_url)?.image_url ?? null,
      readTime: readTimeMinutes(`${summary} ${body}`),
      authorId,
      isAiAssisted: Boolean(drafted),
    });
    tagNames.set(storyId, [
      ...classification.genres.map((name) => ({ name, kind: 'genre' as const })),
      ...match(texts.map((text) => `${text.title}. ${text.text}`).join(' ')).map((entity) => ({
        name: entity.name,
        kind: entity.kind,
      })),
    ]);
  }

  const created = await insertArticles(db, drafts);
  for (const draft of drafts) {
    if (!created.has(draft.storyId)) continue;
    if (draft.status === 'published') result.published++;
    else result.drafted++;
  }
  if (created.size > 0) {
    const values = sql.join(
      drafts
        .filter((draft) => created.has(draft.storyId))
        .map(
          (draft) =>
            sql`(${draft.storyId}::uuid, ${created.get(draft.storyId)!}::uuid, ${draft.category}, ${draft.title})`,
        ),
      sql`, `,
    );
    await db.execute(sql`UPDATE stories AS s SET article_id = v.article_id, category = v.category, title = v.title, updated_at = now()
      FROM (VALUES ${values}) AS v(id, article_id, category, title) WHERE s.id = v.id`);
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
      existing.set(row.storyId!, row);
    }
  }
  const toPublish: string[] = [];
  const touched: string[] = [];
  for (const [storyId, row] of existing) {
    touched.push(row.id);
    if (row.status === 'draft' && autoPublishes(byStory.get(storyId) ?? [])) toPublish.push(row.id);
    result.updated++;
  }
  if (touched.length) await db.update(articles).set({ updatedAt: now }).where(inArray(articles.id, touched));
  if (toPublish.length)
    await db
      .update(articles)
      .set({ status: 'published', publishedAt: now })
      .where(inArray(articles.id, toPublish));

  // A new article lists all its items; an existing one gains only this batch's (never re-inserting the rest).
  const sourceRows = [...byStory].flatMap(([storyId, own]) =>
    own
      .map((item, position) => ({ item, position }))
      .filter(
        ({ item }) =>
          item.url &&
          articleOf.has(storyId) &&
          (created.has(storyId) || !options.newItemIds || options.newItemIds.has(item.id)),
      )
      .map(({ item, position }) => ({
        articleId: articleOf.get(storyId)!,
        name: item.source_name,
        url: item.url!,
        feedItemId: item.id,
        position,
        publishedAt: new Date(item.published_at),
      })),
  );
  for (let i = 0; i < sourceRows.length; i += 2000) {
    await db
      .insert(articleSources)
      .values(sourceRows.slice(i, i + 2000))
      .onConflictDoNothing();
  }
  await tagArticles(
    db,
    [...tagNames]
      .filter(([storyId]) => created.has(storyId))
      .map(([storyId, names]) => ({ articleId: created.get(storyId)!, names })),
  );
  return result;
}

/** Inserts new articles in one statement; slug clashes get the story's short id. Returns story → article. */
async function insertArticles(db: Database, drafts: Draft[]): Promise<Map<string, string>> {
  const created = new Map<string, string>();
  if (drafts.length === 0) return created;
  // Two stories of one batch may share a headline.
  const seen = new Set<string>();
  for (const draft of drafts) {
    if (seen.has(draft.slug)) draft.slug = `${draft.slug}-${draft.storyId.slice(0, 8)}`;
    seen.add(draft.slug);
  }
  const insert = async (rows: Draft[]) => {
    if (rows.length === 0) return;
    const inserted = await db
      .insert(articles)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: articles.id, storyId: articles.storyId });
    for (const row of inserted) created.set(row.storyId!, row.id);
  };
  await insert(drafts);
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
        slug: `${slugify(draft.title) || 'story'}-${draft.storyId.slice(0, 8)}`,
      })),
  );
  return created;
}

async function tagArticles(
  db: Database,
  entries: { articleId: string; names: { name: string; kind: (typeof tags.$inferInsert)['kind'] }[] }[],
): Promise<void> {
  const all = new Map<string, { name: string; kind: (typeof tags.$inferInsert)['kind'] }>();
  for (const entry of entries)
    for (const tag of entry.names) if (slugify(tag.name, 60)) all.set(slugify(tag.name, 60), tag);
  if (all.size === 0) return;
  await db
    .insert(tags)
    .values([...all].map(([slug, tag]) => ({ slug, name: tag.name, kind: tag.kind })))
    .onConflictDoNothing();
  const ids = new Map(
    (
      await db
        .select({ id: tags.id, slug: tags.slug })
        .from(tags)
        .where(inArray(tags.slug, [...all.keys()]))
    ).map((row) => [row.slug, row.id]),
  );
  const links = entries.flatMap((entry) =>
    [
      ...new Set(
        entry.names.map((tag) => ids.get(slugify(tag.name, 60))).filter((id): id is string => Boolean(id)),
      ),
    ].map((tagId) => ({ articleId: entry.articleId, tagId })),
  );
  if (links.length) await db.insert(articleTags).values(links).onConflictDoNothing();
}
