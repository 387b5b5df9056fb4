// Issue 15, acceptance 5 and 6, against the product as `npm start` runs it: limits that hold under parallel
// requests, view counts a client cannot inflate, and subscriptions no stranger can change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('participation attacks on dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url, RUN_WORKER: 'false' });
  });

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  it('accepts at most the limit (5) of 30 parallel contact messages from one client; the rest get 429', async () => {
    const send = (i: number) =>
      fetch(`${app.url}/contact`, {
        method: 'POST',
        body: new URLSearchParams({
          name: 'Flood',
          email: 'flood@example.test',
          subject: `Message ${i}`,
          message: 'Same sender, all at once',
        }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => send(i)));
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBeLessThanOrEqual(5);
    expect(accepted).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - accepted);
    const stored = await database.pool.query("SELECT 1 FROM contact_messages WHERE name = 'Flood'");
    expect(stored.rowCount).toBe(accepted);
  });

  it('counts one view per client however often the User-Agent changes', async () => {
    const { rows } = await database.pool.query<{ slug: string; views: number }>(
      "SELECT slug, views FROM articles WHERE status = 'published' ORDER BY published_at DESC LIMIT 1",
    );
    const article = rows[0]!;
    for (const version of [100, 101, 102, 103]) {
      const page = await fetch(`${app.url}/news/${article.slug}`, {
        headers: {
          'User-Agent': `Mozilla/5.0 (X11; Linux x86_64; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`,
        },
      });
      expect(page.status).toBe(200);
      await page.arrayBuffer();
    }
    const after = await database.pool.query<{ views: number }>('SELECT views FROM articles WHERE slug = $1', [
      article.slug,
    ]);
    expect(after.rows[0]?.views).toBe(article.views + 1);
  });

  it('keeps an unsubscribed address from getting anything but a confirmation link, and answers as for a new address', async () => {
    await database.pool.query(
      "INSERT INTO newsletter_subscribers (email, topics, status) VALUES ('left@example.test', '{charts}', 'unsubscribed')",
    );
    const signUp = async (email: string) => {
      const form = new URLSearchParams({ email });
      form.append('topics', 'news');
      form.append('topics', 'tech');
      // The data request the page's own form makes: the action's answer alone, without the page around it.
      const response = await fetch(`${app.url}/newsletter.data`, { method: 'POST', body: form });
      return { status: response.status, text: await response.text() };
    };
    const known = await signUp('Left@Example.test');
    const fresh = await signUp('new-reader@example.test');
    expect(known.status).toBe(200);
    expect(fresh.status).toBe(200);
    // The same answer either way: nothing tells a stranger that the address was known.
    expect(known.text).toBe(fresh.text);
    expect(known.text).toContain('"ok",true');
    const { rows } = await database.pool.query(
      'SELECT email, status, topics FROM newsletter_subscribers WHERE email IN ($1, $2) ORDER BY email',
      ['left@example.test', 'new-reader@example.test'],
    );
    // Both wait for the owner of the address to confirm (double opt-in): pending gets no newsletter.
    expect(rows).toEqual([
      { email: 'left@example.test', status: 'pending', topics: ['news', 'tech'] },
      { email: 'new-reader@example.test', status: 'pending', topics: ['news', 'tech'] },
    ]);
    // Signing them up again at once sends nothing more: a link went out a moment ago.
    const deliveries = async () =>
      (
        await database.pool.query(
          `SELECT count(*)::int AS n FROM mail_deliveries WHERE recipient = 'left@example.test'`,
        )
      ).rows[0].n;
    const before = await deliveries();
    expect(before).toBe(1);
    await signUp('left@example.test');
    expect(await deliveries()).toBe(before);
  });
});
