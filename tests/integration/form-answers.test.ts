import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ANSWER_HEADER } from '../../app/islands/form-answer-header';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

// An island's form (app/islands/form-action.ts) gets its action's answer as JSON; a plain POST gets the page.
describe.each(testServers().slice(0, 1))("a form's answer from dropwire serve on $name", (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url });
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const post = (path: string, fields: Record<string, string>, asIsland: boolean) => {
    return fetch(`${app.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'User-Agent': browser, Origin: app.url, ...(asIsland ? { [FORM_ANSWER_HEADER]: '1' } : {}) },
    });
  };

  const message = {
    name: 'Mara Voss',
    email: 'mara@label.example',
    subject: 'general',
    message: 'A question about your festival coverage this summer.',
  };

  it("answers an island with the action's refusal as JSON, with its status and field errors", async () => {
    const response = await post('/contact', { ...message, email: 'not an address' }, true);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { ok: boolean; fieldErrors: Record<string, string[]> };
    expect(answer.ok).toBe(false);
    expect(answer.fieldErrors.email?.[0]).toBe('Please enter a valid e-mail address');
  });

  it("answers an island with the action's success as JSON, and the message is stored", async () => {
    const response = await post('/contact', message, true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const stored = await database.pool.query<{ email: string }>('select email from contact_messages');
    expect(stored.rows.map((row) => row.email)).toContain('mara@label.example');
  });

  it('renders the page with the answer for a plain POST', async () => {
    const response = await post('/contact', { ...message, email: 'not an address' }, false);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Please enter a valid e-mail address');
  });

  it("names the tip form's refused fields in its summary, and only those", async () => {
    const tip = { email: 'not an address', url: 'example', message: 'A'.repeat(50) };
    const response = await post('/submit', tip, true);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(Object.keys(answer.fieldErrors).sort()).toEqual(['email', 'url']);
    expect(answer.message).toBe('Please check your e-mail address and the related link, then send it again.');
  });

  it("says the spec's words above a refused tip's field errors, and names the other fields refused", async () => {
    const short = await post('/submit', { message: 'short' }, true);
    expect(short.status).toBe(400);
    const answer = (await short.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(answer.message).toBe('Please fill in the required message field and try again.');
    expect(answer.fieldErrors.message?.[0]).toMatch(/^Please write at least 10 characters/);
    const both = (await (await post('/submit', { email: 'nope', message: '' }, true)).json()) as {
      message: string;
    };
    expect(both.message).toBe(
      'Please fill in the required message field and try again. Please check your e-mail address, then send it again.',
    );
    // Without scripts the page itself says it, above the field errors.
    const page = await (await post('/submit', { message: 'short' }, false)).text();
    // (The island's props, serialised earlier in the page, hold the field errors too: the form's own markup
    // is what is compared.)
    const said = page.indexOf('>Please fill in the required message field and try again.</p>');
    expect(said).toBeGreaterThan(-1);
    expect(page.indexOf('Please write at least 10 characters', said)).toBeGreaterThan(said);
  });

  it('sends back every topic ticked with a refused sign-up, as a plain POST renders them', async () => {
    const body = new URLSearchParams([
      ['email', 'a@b'],
      ['topics', 'releases'],
      ['topics', 'charts'],
    ]);
    const headers = { 'User-Agent': browser, Origin: app.url };
    const island = await fetch(`${app.url}/newsletter`, {
      method: 'POST',
      body,
      headers: { ...headers, [FORM_ANSWER_HEADER]: '1' },
    });
    expect(island.status).toBe(400);
    expect(await island.json()).toMatchObject({
      ok: false,
      values: { email: 'a@b' },
      ticked: { topics: ['releases', 'charts'] },
    });
    const page = await (await fetch(`${app.url}/newsletter`, { method: 'POST', body, headers })).text();
    const boxes = page.match(/<input[^>]*name="topics"[^>]*>/g) ?? [];
    const ticked = boxes
      .filter((box) => /\bchecked=""/.test(box))
      .map((box) => /value="(\w+)"/.exec(box)?.[1]);
    expect(ticked).toEqual(['releases', 'charts']);
  });

  it('answers a refused Follow with what was being followed, and /follow says it with a way back', async () => {
    const slug = `follow-answer-${Date.now()}`;
    await database.pool.query(`INSERT INTO tags (name, slug, kind) VALUES ('Mara Voss', $1, 'artist')`, [
      slug,
    ]);
    const fields = { email: 'x@y', target: `tag:${slug}` };
    const response = await post('/follow', fields, true);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      values: { email: 'x@y' },
      following: {
        choices: [{ value: `tag:${slug}`, name: 'Mara Voss' }],
        page: { href: `/tags/${slug}`, title: '#Mara Voss' },
      },
    });
    const page = await (await post('/follow', fields, false)).text();
    expect(page).toMatch(/<h1 id="follow-title"[^>]*>Follow Mara Voss<\/h1>/);
    // Its tab is named after the site, as every page's is.
    expect(page).toMatch(/<title>Follow \| [^<]+<\/title>/);
    expect(page).toContain(`href="/tags/${slug}"`);
    expect(page).toContain('Back to <!-- -->#Mara Voss');
    expect(page).toContain('value="x@y"');
    // Refusing an address makes nothing: no follow, and no subscriber.
    const made = await database.pool.query(`SELECT 1 FROM newsletter_subscribers WHERE email = 'x@y'`);
    expect(made.rowCount).toBe(0);
  });

  it('renders the page when there is no action to answer, so the island sends its form the plain way', async () => {
    const response = await post('/news', { q: 'techno' }, true);
    expect(response.headers.get('content-type')).not.toMatch(/^application\/json/);
  });
});
