import { and, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/app-context.server';
import { auditEvents } from '../../app/db/schema/auth';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import { categoryLabels, lexiconEntries, stories } from '../../app/db/schema/newsroom';
import type { AuditActor } from '../../app/domain/auth/audit.server';
import { createStaffAccount } from '../../app/domain/auth/users.server';
import { getPublishedArticle } from '../../app/domain/articles/article-reads.server';
import {
  publishArticle,
  rejectArticle,
  scheduleArticle,
  unpublishArticle,
  unscheduleArticle,
} from '../../app/domain/editorial/article-status.server';
import { getDeskArticle } from '../../app/domain/editorial/desk-article.server';
import { editArticle } from '../../app/domain/editorial/edit-article.server';
import { listReviewQueue, QUEUE_PAGE_SIZE } from '../../app/domain/editorial/review-queue.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { unsafeMarkupIn } from '../fixtures/hostile-markup';
import { countContentChanges } from '../support/content-changes';
import { insertDraftStory } from '../support/desk-stories';
import { testServers, useTestDatabase } from '../support/test-database';

const PASSWORD = 'a password for the review desk';

describe.each(testServers())('the review desk on $name', (server) => {
  const database = useTestDatabase(server);
  let editor: AuditActor;
  let changes: Awaited<ReturnType<typeof countContentChanges>>;

  const auditOf = (articleId: string, action: string) =>
    database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, articleId), eq(auditEvents.action, action)));
  const articleRow = async (id: string) =>
    (await database.db.select().from(articles).where(eq(articles.id, id)))[0]!;
  const draft = (title: string, extra: Partial<Parameters<typeof insertDraftStory>[1]> = {}) =>
    insertDraftStory(database.pool, {
      title,
      items: [
        { title: `${title} (first)`, sourceName: 'Pulse Wire' },
        { title: `${title} (second)`, sourceName: 'Deep Current' },
      ],
      ...extra,
    });

  beforeAll(async () => {
    const services = {
      db: database.db,
      config: loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-desk-')) }),
      logger: createLogger('silent'),
    } as AppServices;
    const made = await createStaffAccount(services, {
      email: 'ed@example.test',
      role: 'editor',
      password: PASSWORD,
    });
    if (!made.ok) throw new Error(made.message);
    editor = { id: made.user.id, email: made.user.email };
    await database.db
      .insert(lexiconEntries)
      .values({ kind: 'artist', name: 'Amelie Lens' })
      .onConflictDoNothing();
    changes = await countContentChanges(database.url);
  });

  afterAll(async () => {
    await changes?.stop();
  });

  it('lists waiting drafts oldest or newest first, a page at a time, each with its reports side by side', async () => {
    const made = [];
    for (let i = 0; i < QUEUE_PAGE_SIZE + 2; i++)
      made.push(await draft(`Queue story ${i}`, { createdMinutesAgo: 1000 - i, aiAssisted: i === 0 }));
    const published = await draft('Already out', { status: 'published' });

    const first = await listReviewQueue(database.db, {
      view: 'waiting',
      order: 'oldest',
      page: 1,
      search: '',
    });
    expect(first.total).toBe(QUEUE_PAGE_SIZE + 2);
    expect(first.pageCount).toBe(2);
    expect(first.entries.map((entry) => entry.id)).toEqual(
      made.slice(0, QUEUE_PAGE_SIZE).map((d) => d.articleId),
    );
    expect(first.entries[0]).toMatchObject({ title: 'Queue story 0', isAiAssisted: true, status: 'draft' });
    expect(first.entries[1]?.isAiAssisted).toBe(false);
    // The story's reports, first to report first, with title, source, time and link.
    expect(first.entries[0]!.items).toEqual([
      {
        itemId: made[0]!.itemIds[0],
        title: 'Queue story 0 (first)',
        sourceName: 'Pulse Wire',
        url: expect.stringMatching(/^https:\/\/pulse-wire\.example\//),
        publishedAt: expect.any(String),
      },
      expect.objectContaining({ itemId: made[0]!.itemIds[1], sourceName: 'Deep Current' }),
    ]);

    const second = await listReviewQueue(database.db, {
      view: 'waiting',
      order: 'oldest',
      page: 2,
      search: '',
    });
    expect(second.entries.map((entry) => entry.title)).toEqual([
      `Queue story ${QUEUE_PAGE_SIZE}`,
      `Queue story ${QUEUE_PAGE_SIZE + 1}`,
    ]);
    const newest = await listReviewQueue(database.db, {
      view: 'waiting',
      order: 'newest',
      page: 1,
      search: '',
    });
    expect(newest.entries[0]?.title).toBe(`Queue story ${QUEUE_PAGE_SIZE + 1}`);
    // A page past the end shows the last page; the published article is not waiting.
    expect(
      (await listReviewQueue(database.db, { view: 'waiting', order: 'oldest', page: 9, search: '' })).page,
    ).toBe(2);
    const search = await listReviewQueue(database.db, {
      view: 'waiting',
      order: 'oldest',
      page: 1,
      search: 'story 1_',
    });
    expect(search.entries).toEqual([]);
    expect(
      (
        await listReviewQueue(database.db, { view: 'published', order: 'newest', page: 1, search: 'Already' })
      ).entries.map((entry) => entry.id),
    ).toEqual([published.articleId]);
  });

  it('publishes a draft now, announces it, and keeps who did it with before and after', async () => {
    const story = await draft('Publish me');
    const heard = changes.count();
    const result = await publishArticle(database.db, editor, story.articleId);
    expect(result).toEqual({ ok: true, title: 'Publish me' });
    const row = await articleRow(story.articleId);
    expect(row.status).toBe('published');
    expect(Date.now() - row.publishedAt!.getTime()).toBeLessThan(60_000);
    expect(await getPublishedArticle(database.db, story.slug)).toMatchObject({ title: 'Publish me' });
    expect(await changes.settled(heard + 1)).toBeGreaterThan(heard);
    const [audit] = await auditOf(story.articleId, 'article.publish');
    expect(audit).toMatchObject({
      actorId: editor.id,
      actorEmail: 'ed@example.test',
      entityType: 'article',
      summary: 'Published “Publish me”',
      before: { status: 'draft', publishedAt: null, scheduledAt: null },
      after: { status: 'published', publishedAt: row.publishedAt!.toISOString(), scheduledAt: null },
    });
    // Publishing twice is refused, and refusals leave no audit row.
    expect(await publishArticle(database.db, editor, story.articleId)).toMatchObject({
      ok: false,
      reason: 'not_allowed',
    });
    expect(await auditOf(story.articleId, 'article.publish')).toHaveLength(1);
    expect(await publishArticle(database.db, editor, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
  });

  it('rejects a draft, and unpublishes a published article back into the queue at once', async () => {
    const story = await draft('Reject me');
    expect(await rejectArticle(database.db, editor, story.articleId)).toMatchObject({ ok: true });
    expect((await articleRow(story.articleId)).status).toBe('rejected');
    expect((await auditOf(story.articleId, 'article.reject'))[0]).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'rejected' },
    });

    const out = await draft('Take me down', { status: 'published' });
    expect(await getPublishedArticle(database.db, out.slug)).toBeDefined();
    expect(await rejectArticle(database.db, editor, out.articleId)).toMatchObject({ ok: false });
    const heard = changes.count();
    expect(await unpublishArticle(database.db, editor, out.articleId)).toMatchObject({ ok: true });
    expect(await getPublishedArticle(database.db, out.slug)).toBeUndefined();
    expect(await changes.settled(heard + 1)).toBeGreaterThan(heard);
    const row = await articleRow(out.articleId);
    expect([row.status, row.publishedAt]).toEqual(['in_review', null]);
    expect((await auditOf(out.articleId, 'article.unpublish'))[0]).toMatchObject({
      before: { status: 'published' },
      after: { status: 'in_review', publishedAt: null },
    });
    const queue = await listReviewQueue(database.db, {
      view: 'waiting',
      order: 'newest',
      page: 1,
      search: 'Take me down',
    });
    expect(queue.entries.map((entry) => entry.id)).toEqual([out.articleId]);
  });

  it('schedules a waiting article for later and drops the schedule again', async () => {
    const story = await draft('Schedule me');
    const now = new Date();
    expect(
      await scheduleArticle(database.db, editor, story.articleId, new Date(now.getTime() - 60_000), now),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Choose a time in the future.',
    });
    const at = new Date(now.getTime() + 3_600_000);
    expect(await scheduleArticle(database.db, editor, story.articleId, at, now)).toMatchObject({ ok: true });
    expect((await articleRow(story.articleId)).scheduledAt?.toISOString()).toBe(at.toISOString());
    expect((await articleRow(story.articleId)).status).toBe('draft');
    expect((await auditOf(story.articleId, 'article.schedule'))[0]).toMatchObject({
      before: { scheduledAt: null },
      after: { scheduledAt: at.toISOString() },
    });
    expect(await unscheduleArticle(database.db, editor, story.articleId)).toMatchObject({ ok: true });
    expect((await articleRow(story.articleId)).scheduledAt).toBeNull();
    expect(await unscheduleArticle(database.db, editor, story.articleId)).toMatchObject({ ok: false });
    // Rejecting drops a schedule too.
    await scheduleArticle(database.db, editor, story.articleId, at);
    await rejectArticle(database.db, editor, story.articleId);
    expect((await articleRow(story.articleId)).scheduledAt).toBeNull();
  });

  it('saves an edit with XSS payloads sanitised, tags from the lexicon, and the category as a labelled example', async () => {
    const story = await draft('Edit me', { category: 'news' });
    const opened = (await getDeskArticle(database.db, story.articleId))!;
    const hostileTitle = '<img src=x onerror=alert(1)> Lens "tour"';
    const result = await editArticle(database.db, editor, story.articleId, {
      title: hostileTitle,
      summary: 'New lead <script>alert(1)</script>',
      content:
        '<h2>Dates</h2><p onmouseover="alert(1)">Ten <b>cities</b>.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><iframe src="https://evil.example/"></iframe><img src="x" onerror="alert(1)"><ul><li>One</li></ul><blockquote><p>Q</p></blockquote>',
      category: 'releases',
      tags: ['amelie lens', 'World Tour'],
      coverImageUrl: 'https://img.example/cover.jpg',
      coverImageAlt: 'A stage',
      correctionNote: null,
      version: opened.updatedAt,
    });
    expect(result).toEqual({ ok: true, title: hostileTitle, unchanged: false, corrected: false });
    const row = await articleRow(story.articleId);
    expect(unsafeMarkupIn(row.content)).toEqual([]);
    expect(row.content).not.toMatch(/script|onerror|onmouseover|iframe|javascript/i);
    expect(row.content).toContain('<h2>Dates</h2>');
    expect(row.content).toContain('<ul><li>One</li></ul>');
    // Titles and leads are text: stored as typed, escaped wherever they are shown.
    expect(row.title).toBe(hostileTitle);
    expect(row).toMatchObject({
      category: 'releases',
      coverImageUrl: 'https://img.example/cover.jpg',
      coverImageAlt: 'A stage',
    });
    const tagRows = await database.db
      .select({ name: tags.name, kind: tags.kind })
      .from(articleTags)
      .innerJoin(tags, eq(tags.id, articleTags.tagId))
      .where(eq(articleTags.articleId, story.articleId))
      .orderBy(tags.name);
    expect(tagRows).toEqual([
      { name: 'Amelie Lens', kind: 'artist' },
      { name: 'World Tour', kind: 'topic' },
    ]);
    const [story2] = await database.db.select().from(stories).where(eq(stories.id, story.storyId));
    expect(story2).toMatchObject({ title: hostileTitle, category: 'releases' });
    expect(
      await database.db.select().from(categoryLabels).where(eq(categoryLabels.articleId, story.articleId)),
    ).toEqual([
      expect.objectContaining({
        title: 'Edit me',
        lead: 'Edit me: the lead.',
        predicted: 'news',
        category: 'releases',
        labelledBy: 'ed@example.test',
      }),
    ]);
    const [audit] = await auditOf(story.articleId, 'article.update');
    expect(audit?.before).toMatchObject({ title: 'Edit me', category: 'news', tags: [] });
    expect(audit?.after).toMatchObject({
      title: hostileTitle,
      category: 'releases',
      tags: ['Amelie Lens', 'World Tour'],
    });
    expect(audit?.after).not.toHaveProperty('status');

    // An edit against the version before is refused: someone saved meanwhile.
    expect(
      await editArticle(database.db, editor, story.articleId, {
        title: 'Stale',
        summary: '',
        content: '',
        category: 'news',
        tags: [],
        coverImageUrl: null,
        coverImageAlt: null,
        correctionNote: null,
        version: opened.updatedAt,
      }),
    ).toMatchObject({ ok: false, reason: 'conflict' });
    expect((await articleRow(story.articleId)).title).toBe(hostileTitle);
  });

  it('asks for a correction note on a published article, and shows it to readers', async () => {
    const story = await draft('Correct me', { status: 'published' });
    const opened = (await getDeskArticle(database.db, story.articleId))!;
    const edit = {
      title: 'Correct me',
      summary: 'The festival is in June, not July.',
      content: opened.state.content,
      category: opened.state.category,
      tags: opened.state.tags,
      coverImageUrl: null,
      coverImageAlt: null,
      version: opened.updatedAt,
    };
    expect(
      await editArticle(database.db, editor, story.articleId, { ...edit, correctionNote: '  ' }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await getPublishedArticle(database.db, story.slug)).toMatchObject({ correction: null });
    const heard = changes.count();
    expect(
      await editArticle(database.db, editor, story.articleId, {
        ...edit,
        correctionNote: 'An earlier version gave the month as July.',
      }),
    ).toMatchObject({ ok: true, corrected: true });
    expect(await changes.settled(heard + 1)).toBeGreaterThan(heard);
    const shown = await getPublishedArticle(database.db, story.slug);
    expect(shown?.excerpt).toBe('The festival is in June, not July.');
    expect(shown?.correction).toEqual({
      note: 'An earlier version gave the month as July.',
      at: expect.any(String),
    });
    expect((await auditOf(story.articleId, 'article.correct'))[0]).toMatchObject({
      before: { summary: 'Correct me: the lead.', correctionNote: null },
      after: {
        summary: 'The festival is in June, not July.',
        correctionNote: 'An earlier version gave the month as July.',
      },
    });
  });
});
