import { eq, inArray } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { articles, articleSources, articleTags, profiles, tags } from '~/db/schema/content';
import { stories } from '~/db/schema/newsroom';
import { readTimeMinutes } from '~/lib/html';
import { slugify } from '~/lib/slug';
import { storyItems } from './assign-stories.server';
import { classify } from './classify';
import { lexiconMatcher, type LexiconEntry } from './lexicon.server';
import { quotes, summarise, type SourceText } from './summarise';

export type Drafter = (sources: SourceText[]) => Promise<{ headline: string; summary: string } | undefined>;

export type PublishResult = { published: number; drafted: number; updated: number };

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

async function deskAuthorId(db: Database): Promise<string> {
  await db
    .insert(profiles)
    .values({
      name: 'Dropwire Desk',
      handle: 'desk',
      bio: 'The automated newsroom, overseen by our editors.',
    })
    .onConflictDoNothing();
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.handle, 'desk'));
  return row!.id;
}

/**
 * Builds or updates the article of each story. New stories get a headline, an extractive (or model-drafted)
 * summary, quotes, category, tags and sources; they publish at once when a source auto-publishes and the
 * story is in English, and otherwise wait as drafts. An existing article gains the new sources and an
 * updated time, and keeps its slug.
 */
export async function publishStories(
  db: Database,
  storyIds: string[],
  options: { lexicon: LexiconEntry[]; drafter?: Drafter; now?: Date },
): Promise<PublishResult> {
  const result: PublishResult = { published: 0, drafted: 0, updated: 0 };
  if (storyIds.length === 0) return result;
  const now = options.now ?? new Date();
  const items = await storyItems(db, storyIds);
  const storyRows = await db
    .select({ id: stories.id, articleId: stories.articleId })
    .from(stories)
    .where(inArray(stories.id, storyIds));
  const existingArticles = storyRows.filter((row) => row.articleId).map((row) => row.articleId!);
  const articleStatus = new Map(
    existingArticles.length
      ? (
          await db
            .select({ id: articles.id, status: articles.status })
            .from(articles)
            .where(inArray(articles.id, existingArticles))
        ).map((row) => [row.id, row.status])
      : [],
  );
  const match = lexiconMatcher(options.lexicon);
  const authorId = await deskAuthorId(db);
  const sourceRows: (typeof articleSources.$inferInsert)[] = [];
  const tagLinks: { articleId: string; name: string; kind: (typeof tags.$inferInsert)['kind'] }[] = [];

  for (const story of storyRows) {
    const own = items.filter((item) => item.story_id === story.id);
    if (own.length === 0) continue;
    const first = own[0]!;
    const autoPublish =
      own.some((item) => item.auto_publish) &&
      own.every((item) => item.language === null || item.language === 'en');
    const texts: SourceText[] = own.map((item) => ({
      sourceName: item.source_name,
      title: item.title,
      text: item.content_text || item.summary,
      url: item.url,
    }));
    let articleId = story.articleId;
    if (articleId) {
      const status = articleStatus.get(articleId);
      await db
        .update(articles)
        .set({
          updatedAt: now,
          ...(status === 'draft' && autoPublish ? { status: 'published' as const, publishedAt: now } : {}),
        })
        .where(eq(articles.id, articleId));
      result.updated++;
    } else {
      const extractive = summarise(texts);
      const drafted = options.drafter ? await options.drafter(texts).catch(() => undefined) : undefined;
      const { headline, summary } = drafted ?? extractive;
      const classification = classify({
        title: own.map((item) => item.title).join('. '),
        text: texts.map((text) => text.text).join(' '),
        sourceCategory: first.source_category,
      });
      const body = articleBody(summary, quotes(texts, 3));
      const baseSlug = slugify(headline) || 'story';
      const row = {
        title: headline,
        summary,
        content: body,
        category: classification.category,
        status: autoPublish ? ('published' as const) : ('draft' as const),
        publishedAt: autoPublish ? now : null,
        coverImageUrl: own.find((item) => item.image_url)?.image_url ?? null,
        readTime: readTimeMinutes(`${summary} ${body}`),
        authorId,
        isAiAssisted: Boolean(drafted),
        storyId: story.id,
      };
      // Readable slugs; a clash gets the story's short id, which never changes.
      let [inserted] = await db
        .insert(articles)
        .values({ ...row, slug: baseSlug })
        .onConflictDoNothing()
        .returning({ id: articles.id });
      inserted ??= (
        await db
          .insert(articles)
          .values({ ...row, slug: `${baseSlug}-${story.id.slice(0, 8)}` })
          .returning({ id: articles.id })
      )[0];
      articleId = inserted!.id;
      await db
        .update(stories)
        .set({ articleId, category: classification.category, title: headline })
        .where(eq(stories.id, story.id));
      if (autoPublish) result.published++;
      else result.drafted++;
      for (const genre of classification.genres) tagLinks.push({ articleId, name: genre, kind: 'genre' });
      for (const entity of match(texts.map((text) => `${text.title}. ${text.text}`).join(' ')))
        tagLinks.push({ articleId, name: entity.name, kind: entity.kind });
    }
    own.forEach((item, position) => {
      if (item.url)
        sourceRows.push({
          articleId: articleId!,
          name: item.source_name,
          url: item.url,
          feedItemId: item.id,
          position,
          publishedAt: new Date(item.published_at),
        });
    });
  }

  if (sourceRows.length) await db.insert(articleSources).values(sourceRows).onConflictDoNothing();
  if (tagLinks.length) {
    const uniqueTags = [...new Map(tagLinks.map((link) => [slugify(link.name, 60), link])).entries()].filter(
      ([slug]) => slug,
    );
    await db
      .insert(tags)
      .values(uniqueTags.map(([slug, link]) => ({ name: link.name, slug, kind: link.kind })))
      .onConflictDoNothing();
    const tagIds = new Map(
      (
        await db
          .select({ id: tags.id, slug: tags.slug })
          .from(tags)
          .where(
            inArray(
              tags.slug,
              uniqueTags.map(([slug]) => slug),
            ),
          )
      ).map((row) => [row.slug, row.id]),
    );
    const links = tagLinks
      .map((link) => ({ articleId: link.articleId, tagId: tagIds.get(slugify(link.name, 60)) }))
      .filter((link): link is { articleId: string; tagId: string } => Boolean(link.tagId));
    if (links.length) await db.insert(articleTags).values(links).onConflictDoNothing();
  }
  return result;
}
