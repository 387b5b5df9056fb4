import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublishedArticle } from '../../app/domain/articles/article-reads.server';
import { CLI_ACTOR } from '../../app/domain/auth/audit.server';
import { editArticle } from '../../app/domain/editorial/edit-article.server';
import type { NewsroomDeps } from '../../app/domain/newsroom/newsroom.server';
import { ingestDemoFeeds } from '../../app/domain/newsroom/demo/ingest-demo-feeds.server';
import {
  deskSourceRecords,
  listOutlets,
  sourceRecord,
} from '../../app/domain/story-history/source-records.server';
import { tagCoverage } from '../../app/domain/story-history/story-threads.server';
import { storyTimeline } from '../../app/domain/story-history/story-timeline.server';
import { testNewsroomDeps } from '../support/newsroom-deps';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('how stories developed, on $name', (server) => {
  const database = useTestDatabase(server);
  let deps: NewsroomDeps;
  const now = new Date('2027-03-01T12:00:00Z');

  beforeAll(async () => {
    deps = await testNewsroomDeps(database.db);
    await ingestDemoFeeds(deps, now);
  });
  afterAll(async () => {
    await deps?.agent.close();
  });

  /** The published article with the most sources: a story several outlets told. */
  async function busiestArticle() {
    const { rows } = await database.db.execute<{ slug: string }>(sql`
      SELECT a.slug FROM articles a JOIN article_sources s ON s.article_id = a.id
      WHERE a.status = 'published' GROUP BY a.slug ORDER BY count(*) DESC, a.slug LIMIT 1`);
    return (await getPublishedArticle(database.db, rows[0]!.slug))!;
  }

  it('lists a story’s reports oldest first, each with what it added, and its corrections from the audit log', async () => {
    const article = await busiestArticle();
    const timeline = await storyTimeline(database.db, article);
    expect(timeline.reports.length).toBe(article.sources.length);
    expect(timeline.reports.length).toBeGreaterThanOrEqual(2);
    const times = timeline.reports.map((report) => Date.parse(report.reportedAt!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(timeline.reports[0]).toMatchObject({ first: true });
    expect(timeline.reports[0]!.added.length).toBeGreaterThan(0);
    // Every report's outlet links to its record page, which exists.
    const outlets = await listOutlets(database.db);
    for (const report of timeline.reports)
      expect(outlets.map((outlet) => outlet.slug)).toContain(report.outletSlug);
    expect(timeline.corrections).toEqual([]);

    const edit = {
      title: article.title,
      summary: `${article.excerpt} Updated.`,
      content: article.content,
      category: article.category,
      tags: article.tags.map((tag) => tag.name),
      coverImageUrl: article.coverImageUrl,
      coverImageAlt: null,
    };
    await editArticle(database.db, CLI_ACTOR, article.id, { ...edit, correctionNote: 'The date was wrong.' });
    await editArticle(database.db, CLI_ACTOR, article.id, {
      ...edit,
      summary: `${edit.summary} Again.`,
      correctionNote: 'The venue was misnamed.',
    });
    const corrected = (await getPublishedArticle(database.db, article.slug))!;
    const again = await storyTimeline(database.db, corrected);
    expect(again.corrections.map((correction) => correction.note)).toEqual([
      'The date was wrong.',
      'The venue was misnamed.',
    ]);
  });

  it('links a story to the earlier and later news about the same names, and to its thread', async () => {
    const { rows } = await database.db.execute<{ slug: string }>(sql`
      SELECT a.slug FROM articles a JOIN article_tags at ON at.article_id = a.id JOIN tags t ON t.id = at.tag_id
      WHERE a.status = 'published' AND t.kind = 'artist' AND t.name = 'Kaito Vance' ORDER BY a.published_at`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const first = (await getPublishedArticle(database.db, rows[0]!.slug))!;
    const timeline = await storyTimeline(database.db, first);
    expect(timeline.after.map((story) => story.slug)).toContain(rows[1]!.slug);
    expect(timeline.thread?.stories.map((story) => story.slug)).toEqual(
      expect.arrayContaining([rows[0]!.slug, rows[1]!.slug]),
    );
    const coverage = await tagCoverage(database.db, timeline.thread!.tag.slug);
    expect(coverage!.threads.flatMap((thread) => thread.stories.map((story) => story.slug))).toEqual(
      expect.arrayContaining([rows[0]!.slug, rows[1]!.slug]),
    );
    expect(await tagCoverage(database.db, 'no-such-tag')).toBeUndefined();
  });

  it('keeps a record of each source from the newsroom’s own history', async () => {
    const article = await busiestArticle();
    const timeline = await storyTimeline(database.db, article);
    const firstSlug = timeline.reports[0]!.outletSlug!;
    const record = (await sourceRecord(database.db, firstSlug, now))!;
    expect(record.stats.stories.map((story) => story.slug)).toContain(article.slug);
    expect(record.stats.firstInShared).toBeGreaterThanOrEqual(1);
    expect(record.stats.averageLeadHours).not.toBeNull();
    expect(record.stats.categories.length).toBeGreaterThan(0);
    expect(record.regularity.itemsLast12Weeks).toBeGreaterThan(0);
    expect(record.feeds[0]).toMatchObject({ isDemo: true, isActive: true });
    // The corrections made in the first test are on a story this source broke.
    expect(record.stats.corrections.map((correction) => correction.note)).toContain(
      'The venue was misnamed.',
    );
    expect(await sourceRecord(database.db, 'no-such-source', now)).toBeUndefined();

    const desk = await deskSourceRecords(database.db, now);
    const same = desk.find((entry) => entry.slug === firstSlug)!;
    expect(same.stats.reported).toBe(record.stats.reported);
    expect(same.stats.firstInShared).toBe(record.stats.firstInShared);
  });

  it('reads a story’s timeline in one statement through indexes', async () => {
    const article = await busiestArticle();
    const { rows } = await database.db.execute<{ 'QUERY PLAN': string }>(sql`
      EXPLAIN SELECT 1 FROM article_sources s WHERE s.article_id = ${article.id}
      UNION ALL SELECT 1 FROM audit_events e
        WHERE e.entity_type = 'article' AND e.entity_id = ${article.id}::text AND e.action = 'article.correct'`);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/article_sources_article_idx|article_sources_article_url_idx/);
    // On a small table the planner may take the action's index rather than the entity's: either way, no scan.
    expect(plan).toMatch(/audit_events_(entity|action)_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
