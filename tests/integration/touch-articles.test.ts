import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import { buildArticle, buildTag } from '../../app/db/seed/builders';
import { touchArticles } from '../../app/domain/newsroom/store/articles.server';
import { testServers, useTestDatabase } from '../support/test-database';

const earlier = new Date('2026-11-20T10:00:00Z');
const now = new Date('2026-11-21T12:00:00Z');

describe.each(testServers())('touching articles when reports join their stories on $name', (server) => {
  const database = useTestDatabase(server);

  it('updates published articles, publishes the drafts it is told to, and leaves other drafts as their editors left them', async () => {
    const published = buildArticle({ title: 'Published before', publishedAt: earlier, updatedAt: earlier });
    const toPublish = buildArticle({
      title: 'Waiting for a report in the site language',
      content: '<p>Fabric announces a weekend of techno in London.</p>',
      status: 'draft',
      updatedAt: earlier,
    });
    const keptDraft = buildArticle({ title: 'An editor is on it', status: 'draft', updatedAt: earlier });
    const tag = buildTag('Fabric', 'venue');
    await database.db.insert(articles).values([published, toPublish, keptDraft]);
    await database.db.insert(tags).values(tag);
    await database.db.insert(articleTags).values({ articleId: toPublish.id, tagId: tag.id });

    await touchArticles(database.db, [published.id, toPublish.id, keptDraft.id], [toPublish.id], now);

    const rows = await database.db.execute<{
      id: string;
      status: string;
      published_at: Date | null;
      updated_at: Date;
      searchable: boolean;
    }>(
      sql`SELECT id, status, published_at, updated_at, search_vector IS NOT NULL AS searchable FROM ${articles}`,
    );
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    expect(byId.get(published.id)).toMatchObject({ status: 'published', searchable: true });
    expect(new Date(byId.get(published.id)!.published_at!).getTime()).toBe(earlier.getTime());
    expect(new Date(byId.get(published.id)!.updated_at).getTime()).toBe(now.getTime());
    // Published now: readers find it in search, and its tag's pages list it from its publication time.
    expect(byId.get(toPublish.id)).toMatchObject({ status: 'published', searchable: true });
    expect(new Date(byId.get(toPublish.id)!.published_at!).getTime()).toBe(now.getTime());
    expect(new Date(byId.get(toPublish.id)!.updated_at).getTime()).toBe(now.getTime());
    const [link] = await database.db
      .select({ publishedAt: articleTags.publishedAt })
      .from(articleTags)
      .where(eq(articleTags.articleId, toPublish.id));
    expect(link!.publishedAt!.getTime()).toBe(now.getTime());
    expect(byId.get(keptDraft.id)).toMatchObject({ status: 'draft', published_at: null, searchable: false });
    expect(new Date(byId.get(keptDraft.id)!.updated_at).getTime()).toBe(earlier.getTime());
  });
});
