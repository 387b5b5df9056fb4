// Issue 11, point 8: authors (profiles) created, edited and deleted from the desk without JavaScript; their
// pages show the change, and deleting one keeps what they wrote without a byline.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle } from '../../app/db/seed/builders';
import { auditEvents } from '../../app/db/schema/auth';
import { articles, profiles } from '../../app/db/schema/content';
import { testServers, useTestDatabase } from '../support/test-database';
import { startDeskServer, type DeskServer } from './desk-content-server';
import { hostile, pageProblems, shownAsText } from './desk-content-xss';

const author = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  name: 'Lena Okafor',
  handle: '',
  avatarUrl: '',
  bio: 'Covers the Berlin club scene.',
  ...fields,
});

describe.each(testServers())('authors on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let desk: DeskServer;
  let id = '';
  const article = buildArticle({ title: 'Berlin after dark' });

  beforeAll(async () => {
    desk = await startDeskServer(database);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it('creates an author with a handle made from the name; their page shows them and their article', async () => {
    const response = await desk.post('/admin/content/authors/new', author());
    expect(response.status).toBe(303);
    id = /authors\/([0-9a-f-]{36})\?created$/.exec(response.headers.get('location')!)![1]!;
    expect((await database.db.select().from(profiles).where(eq(profiles.id, id)))[0]).toMatchObject({
      name: 'Lena Okafor',
      handle: 'lena-okafor',
      bio: 'Covers the Berlin club scene.',
      avatarUrl: null,
    });
    await database.db.insert(articles).values({ ...article, authorId: id });
    const page = await desk.read('/author/lena-okafor');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Covers the Berlin club scene.');
    expect(page.html).toContain('Berlin after dark');
  });

  it('saves a new bio that the cached page then shows, and refuses a handle someone has', async () => {
    const response = await desk.post(
      `/admin/content/authors/${id}`,
      author({ handle: 'lena-okafor', bio: 'Now writes about techno in Lagos too.' }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Author updated');
    await expect
      .poll(async () => (await desk.read('/author/lena-okafor')).html, { timeout: 15_000 })
      .toContain('Now writes about techno in Lagos too.');
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'author.update'));
    expect(audit).toMatchObject({
      before: { bio: 'Covers the Berlin club scene.' },
      after: { bio: 'Now writes about techno in Lagos too.' },
    });

    const twin = await desk.post('/admin/content/authors/new', author({ handle: 'lena-okafor' }));
    expect(twin.status).toBe(400);
    expect(await twin.text()).toContain('Another entry has this address; choose another slug');
    const second = await desk.post('/admin/content/authors/new', author());
    expect(second.status).toBe(303);
    expect(
      await database.db.select().from(profiles).where(eq(profiles.handle, 'lena-okafor-2')),
    ).toHaveLength(1);
  });

  it('shows an author’s hostile name and bio as text, and refuses a script photo address', async () => {
    const response = await desk.post(
      '/admin/content/authors/new',
      author({ name: hostile('name'), bio: hostile('bio'), handle: 'hostile-author' }),
    );
    expect(response.status).toBe(303);
    const page = await desk.read('/author/hostile-author');
    expect(page.status).toBe(200);
    for (const field of ['name', 'bio']) expect(page.html, field).toContain(shownAsText(field));
    expect(pageProblems(page.html)).toEqual([]);
    const photo = await desk.post(
      '/admin/content/authors/new',
      author({ avatarUrl: 'javascript:alert(1)', handle: 'photo' }),
    );
    expect(photo.status).toBe(400);
    expect(await photo.text()).toContain(
      'Photo must be an http(s) address or an uploaded image (/uploads/…)',
    );
  });

  it('refuses an editor’s delete; an admin’s keeps the article without a byline', async () => {
    expect((await desk.post(`/admin/content/authors/${id}/delete`, {}, 'editor')).status).toBe(403);
    expect((await desk.post(`/admin/content/authors/${id}/delete`, {}, 'admin')).status).toBe(303);
    expect(await database.db.select().from(profiles).where(eq(profiles.id, id))).toEqual([]);
    const [kept] = await database.db.select().from(articles).where(eq(articles.id, article.id));
    expect(kept!.authorId).toBeNull();
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'author.delete'));
    expect(audit).toMatchObject({ entityId: id, before: { handle: 'lena-okafor' } });
    await expect
      .poll(async () => (await desk.read('/author/lena-okafor')).status, { timeout: 15_000 })
      .toBe(404);
  });
});
