import { eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/app-context.server';
import { auditEvents } from '../../app/db/schema/auth';
import { groupingReports } from '../../app/db/schema/participation';
import type { AuditActor } from '../../app/domain/auth/audit.server';
import { createStaffAccount } from '../../app/domain/auth/users.server';
import { getPublishedArticle } from '../../app/domain/articles/article-reads.server';
import { announceContentChange } from '../../app/domain/reader-writes/content-changes.server';
import { listCategoryLabels } from '../../app/domain/editorial/category-labels.server';
import { editArticle } from '../../app/domain/editorial/edit-article.server';
import {
  groupingReportSchema,
  listGroupingReports,
  setGroupingReportStatus,
  submitGroupingReport,
} from '../../app/domain/participation/grouping-reports.server';
import { rateLimits } from '../../app/domain/rate-limits/rate-limit.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { evaluateItems } from '../../bench/classification';
import { insertDraftStory } from '../support/desk-stories';
import { testServers, useTestDatabase } from '../support/test-database';
import { testSender } from '../support/senders';

const run = promisify(execFile);

describe.each(testServers())('story provenance and what editors and readers correct, on $name', (server) => {
  const database = useTestDatabase(server);
  let editor: AuditActor;

  const published = (title: string, aiAssisted = false) =>
    insertDraftStory(database.pool, {
      title,
      status: 'published',
      aiAssisted,
      items: [
        { title: `${title}: the second outlet's words`, sourceName: 'Deep Current', minutesAgo: 30 },
        { title: `${title}: the first outlet's words`, sourceName: 'Pulse Wire', minutesAgo: 90 },
      ],
    });

  beforeAll(async () => {
    const services = {
      db: database.db,
      config: loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-provenance-')) }),
      logger: createLogger('silent'),
    } as AppServices;
    const made = await createStaffAccount(services, {
      email: 'corrector@example.test',
      role: 'editor',
      password: 'a password for the provenance test',
    });
    if (!made.ok) throw new Error(made.message);
    editor = { id: made.user.id, email: made.user.email };
  });

  it('lists each source item with its headline and times, the first to report first', async () => {
    const story = await published('Provenance order');
    const article = await getPublishedArticle(database.db, story.slug);
    expect(article?.sources).toEqual([
      {
        name: 'Pulse Wire',
        url: expect.stringMatching(/^https:\/\/pulse-wire\.example\//),
        headline: "Provenance order: the first outlet's words",
        reportedAt: expect.any(String),
        joinedAt: expect.any(String),
      },
      expect.objectContaining({
        name: 'Deep Current',
        headline: "Provenance order: the second outlet's words",
      }),
    ]);
    const [first, second] = article!.sources;
    expect(Date.parse(first!.reportedAt!)).toBeLessThan(Date.parse(second!.reportedAt!));
    expect(Number.isNaN(Date.parse(first!.joinedAt))).toBe(false);
    expect(article?.ai).toBeNull();
  });

  it("names an AI-assisted draft's model and says how far its words are the sources' own", async () => {
    const story = await published('Provenance model', true);
    const before = await getPublishedArticle(database.db, story.slug);
    // Drafted before the model was recorded: said honestly.
    expect(before?.ai).toMatchObject({ model: null, confidence: 'unknown' });
    await database.pool.query(`UPDATE articles SET ai_model = 'gpt-test', ai_support = 0.9 WHERE id = $1`, [
      story.articleId,
    ]);
    // Changed by hand, so announced as every write path does (the page's read is kept until then).
    await announceContentChange(database.db);
    const after = await getPublishedArticle(database.db, story.slug);
    expect(after?.ai).toMatchObject({ model: 'gpt-test', confidence: 'high' });
    expect(after?.ai?.note).toContain('90%');
    expect(after?.ai?.note).toContain('from 2 sources');
  });

  it("keeps a reader's grouping report for the desk, checked and within the sender's limit", async () => {
    const story = await published('Provenance report');
    const [credited] = (await getPublishedArticle(database.db, story.slug))!.sources;
    const input = groupingReportSchema.parse({
      problem: 'different_story',
      source: credited!.url,
      note: '  The second report is about another festival.  ',
    });
    expect(await submitGroupingReport(database.db, story.slug, input, testSender('203.0.113.7'))).toEqual({
      ok: true,
      repeated: false,
    });
    // A source the article does not credit, and an article readers cannot see, are refused.
    expect(
      await submitGroupingReport(
        database.db,
        story.slug,
        { ...input, source: 'https://elsewhere.example/x' },
        testSender('203.0.113.7'),
      ),
    ).toEqual({ ok: false, reason: 'unknown_source' });
    const draft = await insertDraftStory(database.pool, {
      title: 'Provenance unpublished',
      items: [{ title: 'One', sourceName: 'Pulse Wire' }],
    });
    expect(await submitGroupingReport(database.db, draft.slug, input, testSender('203.0.113.7'))).toEqual({
      ok: false,
      reason: 'not_found',
    });
    // Bad fields get their own messages.
    const bad = groupingReportSchema.safeParse({ problem: 'wrong', note: 'x'.repeat(1001) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Please choose what is wrong with the grouping',
      'Please keep the note under 1,000 characters',
    ]);

    // Ten an hour per sender, then refused; another sender is not.
    for (let i = 1; i < rateLimits.groupingReports.limit; i++)
      expect(
        await submitGroupingReport(
          database.db,
          story.slug,
          { problem: 'other', note: `n ${i}` },
          testSender('203.0.113.7'),
        ),
      ).toMatchObject({ ok: true });
    expect(
      await submitGroupingReport(
        database.db,
        story.slug,
        { problem: 'other', note: 'over' },
        testSender('203.0.113.7'),
      ),
    ).toEqual({ ok: false, reason: 'rate_limited' });
    expect(
      await submitGroupingReport(
        database.db,
        story.slug,
        { problem: 'other', note: 'over' },
        testSender('203.0.113.8'),
      ),
    ).toMatchObject({ ok: true });

    const listed = await listGroupingReports(database.db, 'new');
    const mine = listed.filter((report) => report.articleId === story.articleId);
    expect(mine).toHaveLength(rateLimits.groupingReports.limit + 1);
    const named = mine.find((report) => report.sourceUrl)!;
    expect(named).toMatchObject({
      problem: 'different_story',
      note: 'The second report is about another festival.',
      sourceName: 'Pulse Wire',
      articleTitle: 'Provenance report',
      articleSlug: story.slug,
    });

    expect(await setGroupingReportStatus(database.db, editor, named.id, 'handled')).toBe(true);
    const [row] = await database.db.select().from(groupingReports).where(eq(groupingReports.id, named.id));
    expect(row?.status).toBe('handled');
    expect((await listGroupingReports(database.db, 'handled')).map((report) => report.id)).toContain(
      named.id,
    );
    const audits = await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, named.id));
    expect(audits).toEqual([
      expect.objectContaining({ action: 'grouping_report.status', actorEmail: 'corrector@example.test' }),
    ]);
  });

  it("keeps an editor's category correction as a labelled example the bench scores", async () => {
    const story = await insertDraftStory(database.pool, {
      title: 'Awakenings reveals its 2027 lineup',
      category: 'news',
      items: [{ title: 'Awakenings reveals its 2027 lineup', sourceName: 'Pulse Wire' }],
    });
    const edit = (category: 'festivals' | 'analysis') =>
      editArticle(database.db, editor, story.articleId, {
        title: story.title,
        summary: 'The Dutch festival names its first 40 artists.',
        content: '<p>The Dutch festival names its first 40 artists.</p>',
        category,
        tags: [],
        coverImageUrl: null,
        coverImageAlt: null,
        correctionNote: null,
      });
    expect(await edit('analysis')).toMatchObject({ ok: true });
    expect(await edit('festivals')).toMatchObject({ ok: true });
    // Both changes are in the table; the newest is the label the next tuning run takes.
    const labels = (await listCategoryLabels(database.db)).filter(
      (label) => label.articleId === story.articleId,
    );
    expect(labels).toEqual([
      expect.objectContaining({
        title: 'Awakenings reveals its 2027 lineup',
        predicted: 'analysis',
        category: 'festivals',
        labelledBy: 'corrector@example.test',
      }),
    ]);
    const scored = evaluateItems(labels.map((label) => [label.category, label.title, label.lead]));
    expect(scored).toMatchObject({ items: 1, accuracy: 1, misses: [] });
    // The bench itself, as a maintainer runs it before tuning: the three sets apart.
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/classification.ts'], {
      env: { ...process.env, DATABASE_URL: database.url },
    });
    const printed = JSON.parse(stdout) as Record<string, { items: number; accuracy: number }>;
    expect(printed.tuning?.items).toBeGreaterThanOrEqual(200);
    expect(printed.heldOut?.items).toBeGreaterThanOrEqual(100);
    expect(printed.corrections?.items).toBeGreaterThanOrEqual(1);
  });
});
