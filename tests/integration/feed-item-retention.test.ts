// Issue 42, point 3: feed items' stored bodies are emptied after FEED_ITEM_RETENTION_DAYS by the hourly
// prune, and every story keeps its provenance (source, title, link, times).
import { describe, expect, it } from 'vitest';
import { getPublishedArticle } from '../../app/domain/articles/article-reads.server';
import { announceContentChange } from '../../app/domain/reader-writes/content-changes.server';
import { pruneExpiredRecords } from '../../app/jobs/handlers/prune.server';
import { loadConfig } from '../../app/lib/config.server';
import { insertDraftStory } from '../support/desk-stories';
import { testServers, useTestDatabase } from '../support/test-database';

const day = 86_400_000;

describe.each(testServers())('old feed bodies on $name', (server) => {
  const database = useTestDatabase(server);

  const story = (title: string) =>
    insertDraftStory(database.pool, {
      title,
      status: 'published',
      items: [
        { title: `${title}: as one outlet told it`, sourceName: 'Pulse Wire' },
        { title: `${title}: as another told it`, sourceName: 'Deep Current' },
      ],
    });
  const bodies = async (articleTitle: string) => {
    const { rows } = await database.pool.query<{ html: string; text: string; summary: string }>(
      `SELECT content_html AS html, content_text AS text, summary FROM feed_items WHERE title LIKE $1 ORDER BY title`,
      [`${articleTitle}:%`],
    );
    return rows;
  };

  it('empties the bodies of items older than the retention, keeps the rest and every provenance', async () => {
    const old = await story('Warehouse rave of last winter');
    const fresh = await story('Festival line-up of this week');
    const { FEED_ITEM_RETENTION_DAYS } = loadConfig({});
    expect(FEED_ITEM_RETENTION_DAYS).toBe(180);
    // The old story's reports were fetched 200 days ago; the fresh one's a day before the limit.
    const now = new Date();
    await database.pool.query(`UPDATE feed_items SET fetched_at = $1 WHERE title LIKE $2`, [
      new Date(now.getTime() - 200 * day),
      'Warehouse rave of last winter:%',
    ]);
    await database.pool.query(`UPDATE feed_items SET fetched_at = $1 WHERE title LIKE $2`, [
      new Date(now.getTime() - 179 * day),
      'Festival line-up of this week:%',
    ]);
    const provenanceBefore = (await getPublishedArticle(database.db, old.slug))!.sources;
    expect(provenanceBefore).toHaveLength(2);
    const freshBefore = await bodies('Festival line-up of this week');

    const options = { logRetentionDays: 90, feedItemRetentionDays: FEED_ITEM_RETENTION_DAYS };
    expect((await pruneExpiredRecords(database.db, options, now)).feedItemBodies).toBe(2);
    const emptied = await bodies('Warehouse rave of last winter');
    expect(emptied.map(({ html, text }) => ({ html, text }))).toEqual([
      { html: '', text: '' },
      { html: '', text: '' },
    ]);
    // The summary stays: every reader of a body falls back to it.
    expect(emptied.every((row) => row.summary.length > 0)).toBe(true);
    expect(await bodies('Festival line-up of this week')).toEqual(freshBefore);
    expect(freshBefore.every((row) => row.html.length > 0 && row.text.length > 0)).toBe(true);

    await announceContentChange(database.db);
    expect((await getPublishedArticle(database.db, old.slug))!.sources).toEqual(provenanceBefore);
    expect((await getPublishedArticle(database.db, fresh.slug))!.sources).toHaveLength(2);
    // Idempotent: a second run finds nothing more to empty.
    expect((await pruneExpiredRecords(database.db, options, now)).feedItemBodies).toBe(0);
  });
});
