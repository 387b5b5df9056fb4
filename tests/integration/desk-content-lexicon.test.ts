// Issue 11, point 8: the entity lexicon edited from the desk without JavaScript; what the newsroom loads
// next recognises the new name and its spellings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { lexiconEntries } from '../../app/db/schema/newsroom';
import { lexiconMatcher } from '../../app/domain/newsroom/classify/lexicon-matcher';
import { loadLexicon } from '../../app/domain/newsroom/store/lexicon.server';
import { testServers, useTestDatabase } from '../support/test-database';
import { startDeskServer, type DeskServer } from './desk-content-server';
import { hostile, pageProblems, shownAsText } from './desk-content-xss';

const entry = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  kind: 'artist',
  name: 'Mira Vale',
  aliases: 'MiraVale\nMira Vale\nM. Vale',
  ...fields,
});

describe.each(testServers())('the lexicon on the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let desk: DeskServer;
  let id = '';

  beforeAll(async () => {
    desk = await startDeskServer(database);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it('adds a name with its spellings that the newsroom’s tagger then recognises', async () => {
    const response = await desk.post('/admin/content/lexicon/new', entry());
    expect(response.status).toBe(303);
    id = /lexicon\/([0-9a-f-]{36})\?created$/.exec(response.headers.get('location')!)![1]!;
    expect(
      (await database.db.select().from(lexiconEntries).where(eq(lexiconEntries.id, id)))[0],
    ).toMatchObject({
      kind: 'artist',
      name: 'Mira Vale',
      aliases: ['MiraVale', 'M. Vale'],
    });
    const match = lexiconMatcher(await loadLexicon(database.db));
    expect(match('A new EP from MiraVale lands on Friday').map((found) => found.name)).toContain('Mira Vale');
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'lexicon_entry.create'));
    expect(audit).toMatchObject({ entityId: id, after: { name: 'Mira Vale' } });
  });

  it('changes and refuses a name the lexicon has for the kind already', async () => {
    const response = await desk.post(`/admin/content/lexicon/${id}`, entry({ aliases: 'Vale' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Lexicon entry updated');
    expect(
      (await database.db.select().from(lexiconEntries).where(eq(lexiconEntries.id, id)))[0]!.aliases,
    ).toEqual(['Vale']);
    const twin = await desk.post('/admin/content/lexicon/new', entry());
    expect(twin.status).toBe(400);
    expect(await twin.text()).toContain('The lexicon has this name for this kind already');
    // The same name as a label is another entry.
    expect((await desk.post('/admin/content/lexicon/new', entry({ kind: 'label' }))).status).toBe(303);
    const list = await (await desk.get('/admin/content/lexicon?q=Mira', 'editor')).text();
    expect(list).toContain('artist · Vale');
    expect(list).toContain('The newsroom reads the lexicon when it starts');
  });

  it('shows hostile names as text on the desk, and refuses a kind it does not know', async () => {
    const response = await desk.post(
      '/admin/content/lexicon/new',
      entry({ name: hostile('name'), aliases: hostile('alias') }),
    );
    expect(response.status).toBe(303);
    const list = await (await desk.get('/admin/content/lexicon', 'editor')).text();
    expect(list).toContain(shownAsText('name'));
    expect(pageProblems(list)).toEqual([]);
    const edit = await (await desk.get(response.headers.get('location')!, 'editor')).text();
    expect(pageProblems(edit)).toEqual([]);
    const kind = await desk.post('/admin/content/lexicon/new', entry({ kind: 'promoter', name: 'Berghain' }));
    expect(kind.status).toBe(400);
    expect(await kind.text()).toContain('Choose one of the Kind options');
  });

  it('refuses an editor’s delete; an admin deletes the entry', async () => {
    expect((await desk.post(`/admin/content/lexicon/${id}/delete`, {}, 'editor')).status).toBe(403);
    expect((await desk.post(`/admin/content/lexicon/${id}/delete`, {}, 'admin')).status).toBe(303);
    expect(await database.db.select().from(lexiconEntries).where(eq(lexiconEntries.id, id))).toEqual([]);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'lexicon_entry.delete'));
    expect(audit).toMatchObject({ entityId: id, actorEmail: 'admin@content-desk.test' });
  });
});
