// Issue 11, point 8: releases (with tracks) created, edited and deleted from the desk without JavaScript,
// each change audited and announced so the cached public page shows it; hostile text inert on that page.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { releases, releaseTracks } from '../../app/db/schema/releases';
import { testServers, useTestDatabase } from '../support/test-database';
import { startDeskServer, type DeskServer } from './desk-content-server';
import { hostile, pageProblems, shownAsText } from './desk-content-xss';

const release = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  title: 'Night Drive',
  slug: '',
  artist: 'Mira Vale',
  label: 'Deepwater',
  releaseDate: '2026-05-01',
  genre: 'Melodic Techno',
  version: '',
  status: 'published',
  description: 'Four tracks for the drive home.',
  aboutArtist: 'Mira Vale produces in Leipzig.',
  coverImageUrl: '',
  previewUrl: '',
  embedId: '',
  durationSeconds: '',
  spotify: 'https://open.spotify.com/album/abc',
  beatport: '',
  apple: '',
  soundcloud: '',
  youtube: '',
  'tracks.rows': '4',
  'tracks.0.title': 'Tunnel Lights',
  'tracks.0.durationSeconds': '6:05',
  'tracks.0.featured': 'on',
  'tracks.1.title': '',
  'tracks.2.title': 'Exit 12',
  'tracks.2.durationSeconds': '7:30',
  'tracks.3.title': '',
  ...fields,
});

describe.each(testServers())('releases on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let desk: DeskServer;
  let id = '';

  beforeAll(async () => {
    desk = await startDeskServer(database);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  const audits = (action: string) =>
    database.db.select().from(auditEvents).where(eq(auditEvents.action, action));
  const tracksOf = (releaseId: string) =>
    database.db
      .select({
        title: releaseTracks.title,
        position: releaseTracks.position,
        durationSeconds: releaseTracks.durationSeconds,
        featured: releaseTracks.featured,
      })
      .from(releaseTracks)
      .where(eq(releaseTracks.releaseId, releaseId))
      .orderBy(releaseTracks.position);

  it('lets an editor create a release with its tracks; readers find it at once', async () => {
    const response = await desk.post('/admin/content/releases/new', release());
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/admin\/content\/releases\/[0-9a-f-]{36}\?created$/);
    id = location.split('/')[4]!.split('?')[0]!;

    const [row] = await database.db.select().from(releases).where(eq(releases.id, id));
    expect(row).toMatchObject({
      slug: 'night-drive',
      title: 'Night Drive',
      status: 'published',
      platforms: { spotify: 'https://open.spotify.com/album/abc' },
      version: null,
      coverImageUrl: null,
    });
    expect(row!.publishedAt).toBeInstanceOf(Date);
    expect(await tracksOf(id)).toEqual([
      { title: 'Tunnel Lights', position: 1, durationSeconds: 365, featured: true },
      { title: 'Exit 12', position: 2, durationSeconds: 450, featured: false },
    ]);
    const [audit] = await audits('release.create');
    expect(audit).toMatchObject({
      actorEmail: 'editor@content-desk.test',
      entityType: 'release',
      entityId: id,
      before: null,
    });
    expect(audit!.after).toMatchObject({
      title: 'Night Drive',
      slug: 'night-drive',
      tracks: [{ title: 'Tunnel Lights' }, { title: 'Exit 12' }],
    });

    const created = await (await desk.get(location, 'editor')).text();
    expect(created).toContain('Release created');
    expect(created).toContain('value="Night Drive"');

    const page = await desk.read('/releases/night-drive');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Night Drive');
    expect(page.html).toContain('Tunnel Lights');
  });

  it('saves an edit (title, tracks removed and added) that the cached public page then shows', async () => {
    const before = await desk.read('/releases/night-drive');
    expect(before.html).not.toContain('Night Drive (Remastered)');
    const response = await desk.post(`/admin/content/releases/${id}`, {
      ...release({ title: 'Night Drive (Remastered)', slug: 'night-drive' }),
      'tracks.0.remove': 'on',
      'tracks.3.title': 'Bonus Beat',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Release updated');
    expect(html).toContain('value="Night Drive (Remastered)"');
    expect((await tracksOf(id)).map((track) => track.title)).toEqual(['Exit 12', 'Bonus Beat']);

    const [audit] = await audits('release.update');
    expect(audit!.before).toMatchObject({
      title: 'Night Drive',
      tracks: [{ title: 'Tunnel Lights' }, { title: 'Exit 12' }],
    });
    expect(audit!.after).toMatchObject({
      title: 'Night Drive (Remastered)',
      tracks: [{ title: 'Exit 12' }, { title: 'Bonus Beat' }],
    });

    // Public pages are kept ten minutes here: only the change's announcement can drop the old one.
    await expect
      .poll(async () => (await desk.read('/releases/night-drive')).html, { timeout: 15_000 })
      .toContain('Night Drive (Remastered)');
    expect((await desk.read('/releases/night-drive')).html).toContain('Bonus Beat');
  });

  it('shows hostile text in every field as text on the public page', async () => {
    const fields = ['title', 'artist', 'label', 'genre', 'version', 'description', 'aboutArtist'] as const;
    const response = await desk.post(
      '/admin/content/releases/new',
      release({
        ...Object.fromEntries(fields.map((field) => [field, hostile(field)])),
        slug: 'hostile-release',
        'tracks.0.title': hostile('track'),
      }),
    );
    expect(response.status).toBe(303);
    const page = await desk.read('/releases/hostile-release');
    expect(page.status).toBe(200);
    for (const field of [...fields, 'track']) expect(page.html, field).toContain(shownAsText(field));
    expect(pageProblems(page.html)).toEqual([]);
    // And on the desk's own pages.
    const edit = await (await desk.get(response.headers.get('location')!, 'editor')).text();
    expect(pageProblems(edit)).toEqual([]);
    const list = await (await desk.get('/admin/content/releases?q=title', 'editor')).text();
    expect(list).toContain(shownAsText('title'));
    expect(pageProblems(list)).toEqual([]);
  });

  it('refuses script addresses, missing fields, a taken slug and a bad video id, keeping what was typed', async () => {
    const count = async () => (await database.db.select({ id: releases.id }).from(releases)).length;
    const before = await count();
    const response = await desk.post(
      '/admin/content/releases/new',
      release({
        title: 'Kept as typed',
        artist: '',
        releaseDate: '2026-02-30',
        spotify: 'javascript:alert(1)',
        previewUrl: 'JaVaScRiPt:alert(1)',
        coverImageUrl: 'data:image/png;base64,AAAA',
        'tracks.1.durationSeconds': '9:99',
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Failed to create release: check the marked fields');
    expect(html).toContain('value="Kept as typed"');
    for (const message of [
      'Artist is required',
      'Release date must be a date (YYYY-MM-DD)',
      'Spotify must be an http(s) address',
      'Audio preview (MP3 or AAC address) must be an http(s) address',
      'Cover image must be an http(s) address or an uploaded image (/uploads/…)',
      'Length must be a time such as 6:05 or 1:02:09',
      'Title is required',
    ])
      expect(html).toContain(message);
    expect(pageProblems(html)).toEqual([]);

    const taken = await desk.post('/admin/content/releases/new', release({ slug: 'night-drive' }));
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain('Another entry has this address; choose another slug');
    const video = await desk.post('/admin/content/releases/new', release({ embedId: 'abc' }));
    expect(video.status).toBe(400);
    expect(await video.text()).toContain('A YouTube video id has 11 letters, digits, - or _');
    // A second release of the same title gets the next free address.
    const twin = await desk.post('/admin/content/releases/new', release({ status: 'draft' }));
    expect(twin.status).toBe(303);
    expect(await count()).toBe(before + 1);
    const [row] = await database.db.select().from(releases).where(eq(releases.slug, 'night-drive-2'));
    expect(row).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('adds blank track rows without JavaScript and without saving', async () => {
    const response = await desk.post(`/admin/content/releases/${id}`, {
      ...release({ title: 'Not saved yet' }),
      intent: 'add-rows:tracks',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="tracks.6.title"');
    expect(html).not.toContain('name="tracks.7.title"');
    expect(html).toContain('value="Not saved yet"');
    const [row] = await database.db.select().from(releases).where(eq(releases.id, id));
    expect(row!.title).toBe('Night Drive (Remastered)');
  });

  it('lists releases page by page and finds them by title, artist or label', async () => {
    await database.db.insert(releases).values(
      Array.from({ length: 26 }, (_, n) => ({
        slug: `bulk-${n}`,
        title: `Bulk ${n}`,
        artist: 'Bulk Artist',
        label: n === 7 ? 'Rare 100% Label' : 'Bulk Label',
        releaseDate: '2025-01-01',
        genre: 'Trance',
      })),
    );
    const first = await (await desk.get('/admin/content/releases', 'editor')).text();
    expect(first).toContain('aria-label="Page 2"');
    const second = await desk.get('/admin/content/releases?page=2', 'editor');
    expect(second.status).toBe(200);
    expect((await desk.get('/admin/content/releases?page=9', 'editor')).status).toBe(404);
    const found = await (await desk.get('/admin/content/releases?q=100%25', 'editor')).text();
    expect(found).toContain('Bulk 7');
    expect(found).not.toContain('Bulk 8<');
  });

  it('refuses to let an editor delete; an admin deletes after confirming, and readers get a 404', async () => {
    expect((await desk.get(`/admin/content/releases/${id}/delete`, 'editor')).status).toBe(403);
    const refused = await desk.post(`/admin/content/releases/${id}/delete`, {}, 'editor');
    expect(refused.status).toBe(403);
    expect(await database.db.select().from(releases).where(eq(releases.id, id))).toHaveLength(1);
    expect(await (await desk.get(`/admin/content/releases/${id}`, 'editor')).text()).toContain(
      'Only admins may delete a release.',
    );

    const confirm = await (await desk.get(`/admin/content/releases/${id}/delete`, 'admin')).text();
    expect(confirm).toContain('This cannot be undone.');
    const deleted = await desk.post(`/admin/content/releases/${id}/delete`, {}, 'admin');
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toMatch(/^\/admin\/content\/releases\?deleted=/);
    expect(await (await desk.get(deleted.headers.get('location')!, 'admin')).text()).toContain(
      'Release deleted',
    );
    expect(await database.db.select().from(releases).where(eq(releases.id, id))).toEqual([]);
    expect(await tracksOf(id)).toEqual([]);
    const [audit] = await audits('release.delete');
    expect(audit).toMatchObject({ actorEmail: 'admin@content-desk.test', entityId: id, after: null });
    expect(audit!.before).toMatchObject({ title: 'Night Drive (Remastered)' });
    await expect
      .poll(async () => (await desk.read('/releases/night-drive')).status, { timeout: 15_000 })
      .toBe(404);
    expect((await desk.post(`/admin/content/releases/${id}/delete`, {}, 'admin')).status).toBe(404);
  });

  it('turns away anyone not signed in, changing nothing', async () => {
    const count = (await database.db.select({ id: releases.id }).from(releases)).length;
    const list = await desk.get('/admin/content/releases');
    expect(list.status).toBe(303);
    expect(list.headers.get('location')).toBe('/login?next=%2Fadmin%2Fcontent%2Freleases');
    const post = await fetch(`${desk.url}/admin/content/releases/new`, {
      method: 'POST',
      headers: { Origin: desk.url },
      body: new URLSearchParams(release({ slug: 'anonymous' })),
      redirect: 'manual',
    });
    expect(post.status).toBe(303);
    expect((await database.db.select({ id: releases.id }).from(releases)).length).toBe(count);
    expect((await desk.get('/admin/content/no-such-kind', 'admin')).status).toBe(404);
    expect((await desk.get('/admin/content/releases/not-an-id', 'admin')).status).toBe(404);
  });
});
