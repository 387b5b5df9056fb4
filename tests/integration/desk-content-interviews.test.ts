// Issue 11, point 8: interviews created, edited and deleted from the desk without JavaScript: rich text
// through the allowlist, a transcript as text or allowlisted HTML, the interviewer chosen from the authors.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile } from '../../app/db/seed/builders';
import { auditEvents } from '../../app/db/schema/auth';
import { profiles } from '../../app/db/schema/content';
import { interviews } from '../../app/db/schema/interviews';
import { testServers, useTestDatabase } from '../support/test-database';
import { startDeskServer, type DeskServer } from './desk-content-server';
import { hostile, hostileHtml, pageProblems, shownAsText } from './desk-content-xss';

const interview = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  title: 'Mira Vale on Night Drives',
  slug: '',
  authorId: '',
  status: 'published',
  guests: 'Mira Vale',
  keyQuotes: 'The road is the best listening room.',
  body: '<p>We met in Leipzig.</p><h2>On the studio</h2><p>Small rooms, loud ideas.</p>',
  transcript: 'Q: Where do you write?\nA: In the car.\n\nQ: Why?\nA: It is quiet.',
  coverImageUrl: '',
  videoId: '',
  audioUrl: '',
  ...fields,
});

describe.each(testServers())('interviews on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let desk: DeskServer;
  let id = '';
  const author = buildProfile({ name: 'Ada Interviewer', handle: 'ada-interviewer' });

  beforeAll(async () => {
    desk = await startDeskServer(database);
    await database.db.insert(profiles).values(author);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it('lets an editor create an interview by an interviewer from the authors; readers see it', async () => {
    const form = await (await desk.get('/admin/content/interviews/new', 'editor')).text();
    expect(form).toContain(`<option value="${author.id}">Ada Interviewer</option>`);
    const response = await desk.post('/admin/content/interviews/new', interview({ authorId: author.id }));
    expect(response.status).toBe(303);
    id = /interviews\/([0-9a-f-]{36})\?created$/.exec(response.headers.get('location')!)![1]!;
    const [row] = await database.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row).toMatchObject({
      slug: 'mira-vale-on-night-drives',
      authorId: author.id,
      guests: ['Mira Vale'],
      keyQuotes: ['The road is the best listening room.'],
      body: '<p>We met in Leipzig.</p><h2>On the studio</h2><p>Small rooms, loud ideas.</p>',
      videoId: null,
      audioUrl: null,
    });
    const page = await desk.read('/interviews/mira-vale-on-night-drives');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Small rooms, loud ideas.');
    expect(page.html).toContain('Ada Interviewer');
    expect(page.html).toContain('Q: Where do you write?<br>A: In the car.');
  });

  it('saves an edit the cached page then shows, with its audit entry', async () => {
    expect((await desk.read('/interviews/mira-vale-on-night-drives')).html).not.toContain(
      'Night Drives, Revisited',
    );
    const response = await desk.post(
      `/admin/content/interviews/${id}`,
      interview({
        authorId: author.id,
        slug: 'mira-vale-on-night-drives',
        title: 'Mira Vale: Night Drives, Revisited',
        videoId: 'dQw4w9WgXcQ',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Interview updated');
    await expect
      .poll(async () => (await desk.read('/interviews/mira-vale-on-night-drives')).html, { timeout: 15_000 })
      .toContain('Night Drives, Revisited');
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'interview.update'));
    expect(audit).toMatchObject({ entityId: id, before: { videoId: '' }, after: { videoId: 'dQw4w9WgXcQ' } });
  });

  it('keeps rich text and transcripts inert: scripts, handlers and script links taken out or shown as text', async () => {
    const fields = { title: hostile('title'), guests: hostile('guest'), keyQuotes: hostile('quote') };
    const plain = await desk.post(
      '/admin/content/interviews/new',
      interview({
        ...fields,
        slug: 'hostile-plain',
        body: hostileHtml('body'),
        transcript: hostile('transcript'),
      }),
    );
    expect(plain.status).toBe(303);
    const [stored] = await database.db.select().from(interviews).where(eq(interviews.slug, 'hostile-plain'));
    expect(stored!.body).toBe(
      '<p>body stays</p><img src="https://cdn.example.test/a.png" loading="lazy" /><a rel="noopener nofollow">link</a>',
    );
    const page = await desk.read('/interviews/hostile-plain');
    expect(page.status).toBe(200);
    for (const field of ['title', 'guest', 'quote']) expect(page.html, field).toContain(shownAsText(field));
    expect(page.html).toContain('<p>body stays</p>');
    expect(page.html).toContain('transcript&quot;&#39;&gt;&lt;script&gt;alert(&quot;transcript&quot;)');
    expect(page.html).not.toContain('evil.example.test');
    expect(pageProblems(page.html)).toEqual([]);

    const markup = await desk.post(
      '/admin/content/interviews/new',
      interview({ slug: 'hostile-markup', transcript: hostileHtml('transcript') }),
    );
    expect(markup.status).toBe(303);
    const [kept] = await database.db.select().from(interviews).where(eq(interviews.slug, 'hostile-markup'));
    expect(kept!.transcript).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    const markupPage = await desk.read('/interviews/hostile-markup');
    expect(markupPage.html).toContain('<p>transcript stays</p>');
    expect(pageProblems(markupPage.html)).toEqual([]);
    expect(pageProblems((await desk.read('/interviews')).html)).toEqual([]);
  });

  it('refuses a bad video id, an audio script address, no guest, and an interviewer who is gone', async () => {
    const response = await desk.post(
      '/admin/content/interviews/new',
      interview({ guests: '', videoId: 'not-a-video', audioUrl: 'javascript:alert(1)' }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of ['Guests is required', 'Audio (MP3 or AAC address) must be an http(s) address'])
      expect(html).toContain(message);
    const video = await desk.post(
      '/admin/content/interviews/new',
      interview({ slug: 'bad-video', videoId: 'x' }),
    );
    expect(await video.text()).toContain('A YouTube video id has 11 letters, digits, - or _');
    const gone = await desk.post(
      '/admin/content/interviews/new',
      interview({ slug: 'gone', authorId: randomUUID() }),
    );
    expect(gone.status).toBe(400);
    expect(await gone.text()).toContain('That interviewer no longer exists; choose another');
    expect(await database.db.select().from(interviews).where(eq(interviews.slug, 'gone'))).toEqual([]);
  });

  it('refuses an editor’s delete; an admin deletes it, audited, and readers get a 404', async () => {
    expect((await desk.post(`/admin/content/interviews/${id}/delete`, {}, 'editor')).status).toBe(403);
    expect(await database.db.select().from(interviews).where(eq(interviews.id, id))).toHaveLength(1);
    expect((await desk.post(`/admin/content/interviews/${id}/delete`, {}, 'admin')).status).toBe(303);
    expect(await database.db.select().from(interviews).where(eq(interviews.id, id))).toEqual([]);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'interview.delete'));
    expect(audit).toMatchObject({ entityId: id, actorEmail: 'admin@content-desk.test' });
    await expect
      .poll(async () => (await desk.read('/interviews/mira-vale-on-night-drives')).status, {
        timeout: 15_000,
      })
      .toBe(404);
  });
});
