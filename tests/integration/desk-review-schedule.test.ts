import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { articles } from '../../app/db/schema/content';
import { listReviewQueue } from '../../app/domain/editorial/review-queue.server';
import { dueArticles, publishDueArticles } from '../../app/domain/editorial/scheduled-publishing.server';
import { countContentChanges } from '../support/content-changes';
import { insertDraftStory } from '../support/desk-stories';
import { testServers, useTestDatabase } from '../support/test-database';
import { insertBulkArticles, planOf, recordingDatabase } from './query-plans';

describe.each(testServers())('scheduled publishing on $name', (server) => {
  const database = useTestDatabase(server);
  const minute = 60_000;
  const now = new Date();
  const at = (minutes: number) => new Date(now.getTime() + minutes * minute);
  const made: Record<string, string> = {};

  const statusOf = async (ids: string[]) =>
    Object.fromEntries(
      (
        await database.db
          .select({ id: articles.id, status: articles.status, scheduledAt: articles.scheduledAt })
          .from(articles)
          .where(inArray(articles.id, ids))
      ).map((row) => [row.id, row]),
    );

  beforeAll(async () => {
    // Due: two in the past (a draft, one in review). Not due: one ahead, one rejected, one never scheduled,
    // and a published one whose old schedule remains.
    const cases: [string, 'draft' | 'in_review' | 'published', number | null][] = [
      ['due draft', 'draft', -10],
      ['due in review', 'in_review', -1],
      ['later', 'draft', 30],
      ['rejected', 'draft', -5],
      ['unscheduled', 'draft', null],
      ['published', 'published', -20],
    ];
    for (const [name, status, minutes] of cases) {
      const story = await insertDraftStory(database.pool, {
        title: `Scheduled ${name}`,
        status,
        items: [{ title: name, sourceName: 'S' }],
      });
      made[name] = story.articleId;
      await database.db
        .update(articles)
        .set({
          scheduledAt: minutes === null ? null : at(minutes),
          ...(name === 'rejected' ? { status: 'rejected' } : {}),
        })
        .where(eq(articles.id, story.articleId));
    }
  });

  it('knows what is due: waiting articles whose time has come, earliest first', async () => {
    expect((await dueArticles(database.db, now)).map((article) => article.id)).toEqual([
      made['due draft'],
      made['due in review'],
    ]);
    expect(await dueArticles(database.db, at(-30))).toEqual([]);
    expect((await dueArticles(database.db, at(31))).map((article) => article.id)).toContain(made.later);
  });

  it('publishes what is due once, with an audit row each, and tells the web processes', async () => {
    const changes = await countContentChanges(database.url);
    try {
      const published = await publishDueArticles(database.db, now);
      expect(published.map((article) => article.id)).toEqual([made['due draft'], made['due in review']]);
      expect(await changes.settled(1)).toBe(1);
      const after = await statusOf(Object.values(made));
      expect(after[made['due draft']!]).toMatchObject({ status: 'published', scheduledAt: null });
      expect(after[made['due in review']!]).toMatchObject({ status: 'published', scheduledAt: null });
      expect(after[made.later!]?.status).toBe('draft');
      expect(after[made.rejected!]?.status).toBe('rejected');
      const [row] = await database.db.select().from(articles).where(eq(articles.id, made['due draft']!));
      expect(row?.publishedAt?.toISOString()).toBe(now.toISOString());
      const audit = await database.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'article.publish'), eq(auditEvents.entityId, made['due in review']!)),
        );
      expect(audit).toEqual([
        expect.objectContaining({
          actorId: null,
          actorEmail: 'scheduler',
          before: { status: 'in_review', publishedAt: null, scheduledAt: at(-1).toISOString() },
          after: { status: 'published', publishedAt: now.toISOString(), scheduledAt: null },
        }),
      ]);

      // Run again (a retry, a second worker): nothing is due, nothing is published or announced twice.
      expect(await publishDueArticles(database.db, now)).toEqual([]);
      expect(
        await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'article.publish')),
      ).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(changes.count()).toBe(1);
    } finally {
      await changes.stop();
    }
  });

  it('two runs at once publish each article once', async () => {
    await database.db
      .update(articles)
      .set({ scheduledAt: at(-1) })
      .where(eq(articles.id, made.later!));
    const runs = await Promise.all([
      publishDueArticles(database.db, now),
      publishDueArticles(database.db, now),
    ]);
    expect(runs.flat().map((article) => article.id)).toEqual([made.later]);
  });

  describe('on a full table', () => {
    beforeAll(async () => {
      await insertBulkArticles(database.pool, { articles: 20_000, authors: 20, tags: 50 });
      await database.pool.query(
        `UPDATE articles SET scheduled_at = now() + (substring(slug FROM 12)::int) * interval '1 minute'
         WHERE slug LIKE 'bulk-story-%' AND status = 'draft' AND substring(slug FROM 12)::int % 100 = 0`,
      );
      await database.pool.query('VACUUM ANALYZE articles');
    });
    afterAll(async () => {
      await database.pool.query(`DELETE FROM articles WHERE slug LIKE 'bulk-story-%'`);
    });

    it('reads what is due from the schedule index, not the whole table', async () => {
      const recording = recordingDatabase(database.pool);
      await dueArticles(recording.db, now);
      const plan = await planOf(database.pool, recording.statements[0]!);
      expect(plan).toMatch(/articles_scheduled_idx/);
      expect(plan).not.toMatch(/Seq Scan on articles/);
    });

    it.each(['oldest', 'newest'] as const)(
      'reads a page of the queue %s first from its index in order',
      async (order) => {
        const recording = recordingDatabase(database.pool);
        const page = await listReviewQueue(recording.db, { view: 'waiting', order, page: 3, search: '' });
        expect(page.entries).toHaveLength(20);
        const statement = recording.statements.find((entry) => /\boffset\b/i.test(entry.sql))!;
        const plan = await planOf(database.pool, statement);
        expect(plan).toMatch(/Index Scan (Backward )?using articles_review_queue_idx on articles/);
        expect(plan).not.toMatch(/\bSort\b/);
      },
    );
  });
});
