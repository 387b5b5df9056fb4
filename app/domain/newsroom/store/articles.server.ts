import { eq, sql } from 'drizzle-orm';
import { arrayParam, unnestRows } from '~/db/array-param.server';
import type { Database } from '~/db/client.server';
import { articles, articleSources, profiles } from '~/db/schema/content';
import { feedItems, stories } from '~/db/schema/newsroom';
import { slugify } from '~/lib/slug';
import { uuidv7 } from '~/lib/uuid';

/** A new article of a story, as composed before it is stored. */
export type ArticleDraft = typeof articles.$inferInsert & { storyId: string };
/** A story's stored article. */
export type StoryArticle = { id: string; storyId: string; status: string };
/** A source credited by an article, at its place in the list. */
export type ArticleSourceRow = {
  articleId: string;
  name: string;
  url: string;
  feedItemId: string;
  position: number;
  publishedAt: Date;
};

let deskAuthor: { db: Database; id: string } | undefined;

/** The profile that signs the newsroom's articles, made the first time it is needed. */
export async function deskAuthorId(db: Database): Promise<string> {
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

/** The articles of some stories, by story. */
export async function articlesOfStories(
  db: Database,
  storyIds: string[],
): Promise<Map<string, StoryArticle>> {
  const { rows } = await db.execute<{ id: string; story_id: string; status: string }>(
    sql`SELECT id, story_id, status FROM ${articles} WHERE story_id = ANY(${arrayParam(storyIds, 'uuid')})`,
  );
  return new Map(
    rows.map((row) => [row.story_id, { id: row.id, storyId: row.story_id, status: row.status }]),
  );
}

/**
 * A clashing slug gets the end of the story's id. Story ids are UUIDv7: their first characters are a timestamp
 * shared by every story of a batch, their last ones are random, so only the end tells two stories apart.
 */
function suffixedSlug(slug: string, storyId: string): string {
  return `${slug}-${storyId.slice(-8)}`;
}

/** Inserts new articles in one statement; slug clashes get the story's short id. Returns story → article. */
export async function insertArticles(db: Database, drafts: ArticleDraft[]): Promise<Map<string, string>> {
  const created = new Map<string, string>();
  if (drafts.length === 0) return created;
  // Two stories of one batch may share a headline.
  const seen = new Set<string>();
  for (const draft of drafts) {
    if (seen.has(draft.slug)) draft.slug = suffixedSlug(draft.slug, draft.storyId);
    seen.add(draft.slug);
  }
  const insert = async (rows: ArticleDraft[]) => {
    if (rows.length === 0) return;
    const { rows: inserted } = await db.execute<{ id: string; story_id: string }>(sql`
      INSERT INTO ${articles} (id, story_id, slug, title, summary, content, category, status, published_at,
        cover_image_url, read_time, author_id, lang)
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
        [(row) => row.lang ?? null, 'text'],
      ])}
      ON CONFLICT DO NOTHING
      RETURNING id, story_id`);
    for (const row of inserted) created.set(row.story_id, row.id);
  };
  await insert(drafts);
  if (created.size === drafts.length) return created;
  // A row left out clashed on its slug (retry with a suffix) or on its story (another crawl made it).
  const taken = await articlesOfStories(
    db,
    drafts.map((draft) => draft.storyId),
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

/**
 * Marks articles updated now: published ones, and drafts in `toPublish`, which are published at the same
 * time. A draft's updated time is its editor's, so other drafts keep theirs.
 */
export async function touchArticles(
  db: Database,
  touched: string[],
  toPublish: string[],
  now: Date,
): Promise<void> {
  if (touched.length === 0) return;
  // Two statements, so that touching an article writes its time alone: setting `status`, even to itself, makes
  // PostgreSQL recompute the search vector (which depends on it) from the whole body and index the row anew,
  // about twenty times the work of the touch, for every report that joins a story.
  const publishing = new Set(toPublish);
  const onlyTouched = touched.filter((id) => !publishing.has(id));
  if (onlyTouched.length > 0)
    await db.execute(sql`
      UPDATE ${articles} SET updated_at = ${now.toISOString()}
      WHERE id = ANY(${arrayParam(onlyTouched, 'uuid')}) AND status = 'published'`);
  if (toPublish.length > 0)
    await db.execute(sql`
      UPDATE ${articles} SET updated_at = ${now.toISOString()}, status = 'published',
        published_at = ${now.toISOString()}::timestamptz
      WHERE id = ANY(${arrayParam(toPublish, 'uuid')})`);
}

/** Credits sources on articles; a source an article credits already is not added twice. */
export async function insertArticleSources(db: Database, rows: ArticleSourceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO ${articleSources} (id, article_id, name, url, feed_item_id, position, published_at)
    SELECT * FROM ${unnestRows(rows, [
      [() => uuidv7(), 'uuid'],
      [(row) => row.articleId, 'uuid'],
      [(row) => row.name, 'text'],
      [(row) => row.url, 'text'],
      [(row) => row.feedItemId, 'uuid'],
      [(row) => row.position, 'int'],
      [(row) => row.publishedAt.toISOString(), 'timestamptz'],
    ])}
    ON CONFLICT DO NOTHING`);
}

/**
 * A model's headline, summary and body replace the extractive ones, with the model's name and the draft's
 * support in its sources (the article's provenance); the story takes the headline too. A draft written in the
 * site's language of a story told in another (`translated`) loses its `lang` mark, and publishes now when
 * `publish` says its sources auto-publish, unless an editor has scheduled or published it meanwhile.
 */
export async function applyModelDraft(
  db: Database,
  draft: {
    articleId: string;
    storyId: string;
    headline: string;
    summary: string;
    body: string;
    readTime: number;
    model: string;
    /** Null when not measured (a draft in another language than its sources'). */
    support: number | null;
    translated?: boolean;
    publish?: boolean;
  },
): Promise<void> {
  const translated = draft.translated ?? false;
  const publishes = sql`(${draft.publish ?? false}::boolean AND status = 'draft' AND scheduled_at IS NULL)`;
  await db.execute(sql`
    WITH article AS (
      UPDATE ${articles} SET title = ${draft.headline}, summary = ${draft.summary}, content = ${draft.body},
        read_time = ${draft.readTime}, is_ai_assisted = true, ai_model = ${draft.model},
        ai_support = ${draft.support}, updated_at = now(),
        lang = CASE WHEN ${translated}::boolean THEN NULL ELSE lang END,
        status = CASE WHEN ${publishes} THEN 'published' ELSE status END,
        published_at = CASE WHEN ${publishes} THEN now() ELSE published_at END
      WHERE id = ${draft.articleId}::uuid RETURNING id)
    UPDATE ${stories} SET title = ${draft.headline} WHERE id = ${draft.storyId}::uuid AND EXISTS (SELECT 1 FROM article)`);
}

/** Dates each published article of these sources' stories at its story's latest report. */
export async function publishAtLatestReport(db: Database, sourceIds: string[]): Promise<void> {
  await db.execute(sql`
    UPDATE ${articles} AS a SET published_at = s.last_item_at, updated_at = s.last_item_at
    FROM ${stories} AS s
    WHERE a.story_id = s.id AND a.status = 'published'
      AND s.id IN (SELECT story_id FROM ${feedItems} WHERE source_id = ANY(${arrayParam(sourceIds, 'uuid')}))`);
}
