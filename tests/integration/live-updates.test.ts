import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle } from '../../app/db/seed/builders';
import { articles } from '../../app/db/schema/content';
import { announceContentChange } from '../../app/domain/reader-writes/content-changes.server';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

type Mark = { publishedAt: string; category: string };

/** An open live-updates stream, read event by event. */
async function openStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/live/news`, { signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    response,
    close: () => controller.abort(),
    /** The next `articles` event's data. */
    async next(): Promise<Mark[]> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: articles\n')) continue;
          return JSON.parse(block.slice(block.indexOf('data: ') + 6)) as Mark[];
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
  };
}

// The stream as `npm start` serves it; NOTIFY comes from this test's own connection, as from another process.
describe.each(testServers().slice(0, 1))('live updates of dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    app = await startServe({ DATABASE_URL: database.url, LIVE_MAX_CONNECTIONS: '2' });
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  it('sends the newest articles on opening, and again when another process publishes', async () => {
    const stream = await openStream(app.url);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    const first = await stream.next();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(50);
    const newest = first[0]!.publishedAt;

    const fresh = buildArticle({ title: 'A story published while the list was open', category: 'festivals' });
    await database.db.insert(articles).values({ ...fresh, publishedAt: new Date(Date.now() + 1000) });
    await announceContentChange(database.db);
    const next = await stream.next();
    expect(next[0]).toMatchObject({ category: 'festivals' });
    expect(next[0]!.publishedAt > newest).toBe(true);
    expect(next.filter((mark) => mark.publishedAt > newest)).toHaveLength(1);
    stream.close();
  });

  it('keeps at most the configured number of streams, and frees a place when one closes', async () => {
    const openStreams = async () =>
      /^dropwire_live_connections (\d+)$/m.exec(await (await fetch(`${app.url}/metrics`)).text())?.[1];
    // The first test's stream is released when the server notices its client left.
    await expect.poll(openStreams).toBe('0');
    const streams = [await openStream(app.url), await openStream(app.url)];
    await Promise.all(streams.map((stream) => stream.next()));
    const refused = await fetch(`${app.url}/live/news`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');

    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/^dropwire_live_connections 2$/m);

    streams[0]!.close();
    await expect
      .poll(async () => {
        const response = await fetch(`${app.url}/live/news`);
        await response.body?.cancel();
        return response.status;
      })
      .toBe(200);
    streams[1]!.close();
  });
});
