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

  it('renders the page when there is no action to answer, so the island sends its form the plain way', async () => {
    const response = await post('/news', { q: 'techno' }, true);
    expect(response.headers.get('content-type')).not.toMatch(/^application\/json/);
  });
});
