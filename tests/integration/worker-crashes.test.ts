// Issue 41, point 5: the worker killed with SIGKILL in the middle of a crawl and in the middle of a digest
// send, then started again: no report lost or stored twice, the dead worker's sources taken over once its
// short lease runs out (no hand moves it), and every subscriber handed the digest exactly once.
import { randomUUID } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_CONCURRENCY } from '../../app/domain/newsletter/edition-sender.server';
import { newsletterQueue, newsletterSubscribers } from '../../app/db/schema/newsletter';
import { feedItems, sources } from '../../app/db/schema/newsroom';
import { buildSource } from '../../app/db/seed/builders';
import { startFeedServer, type FeedServer } from '../fixtures/feed-server';
import { headerOf, startSmtpSink, type SmtpSink } from '../fixtures/smtp-sink';
import { runCli, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const server = testServers().at(-1)!;
const SOURCES = 24;
const ITEMS = 10;
const SUBSCRIBERS = 200;
/** The workers' crawl lease (CRAWL_LEASE_SECONDS): short, so the test waits for it to run out as it is. */
const LEASE_SECONDS = 3;

const until = async (
  done: () => Promise<boolean>,
  what: string,
  timeoutMs: number,
  worker?: SpawnedProcess,
) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (worker && worker.child.exitCode !== null) throw new Error(`the worker ended: ${worker.output()}`);
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe(`the worker killed and started again on ${server.name}`, () => {
  const database = useTestDatabase(server);
  let feeds: FeedServer;
  let sink: SmtpSink;
  const workers: SpawnedProcess[] = [];

  beforeAll(async () => {
    feeds = await startFeedServer({ hosts: 3 });
    // A slow SMTP server, so a kill finds sends on both sides of the end-of-data mark. It keeps a message the
    // moment the mark arrives, as a queueing server does, then takes its time to answer: a message there has
    // been delivered whether or not the sender lives to hear the answer. A message whose mark never came is
    // dropped (smtp-server destroys its stream when the connection dies), as a server must.
    sink = await startSmtpSink({
      onRcptTo(_address, _session, callback) {
        setTimeout(() => callback(), 40);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          sink.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          setTimeout(() => callback(), 80);
        });
      },
    });
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await feeds?.close();
    await sink?.close();
  });

  const startWorker = () => {
    const worker = runCli(['worker'], {
      DATABASE_URL: database.url,
      ALLOW_PRIVATE_SOURCES: 'true',
      CRAWL_CONCURRENCY: '4',
      CRAWL_LEASE_SECONDS: String(LEASE_SECONDS),
      SMTP_URL: sink.url,
      SITE_URL: 'https://news.example.test',
    });
    workers.push(worker);
    return worker;
  };
  const count = async (where?: ReturnType<typeof isNull>) => {
    const query = database.db.select({ n: sql<number>`count(*)::int` }).from(sources);
    const [row] = await (where ? query.where(where) : query);
    return row!.n;
  };
  const storedItems = async () => {
    const [row] = await database.db
      .select({
        all: sql<number>`count(*)::int`,
        distinct: sql<number>`count(DISTINCT (${feedItems.sourceId}, ${feedItems.guid}))::int`,
      })
      .from(feedItems);
    return row!;
  };

  it(`stores every report of a crawl cut off by a kill once, the dead worker's sources taken over when its lease runs out`, async () => {
    await database.db.insert(sources).values(
      Array.from({ length: SOURCES }, (_, i) =>
        buildSource({
          name: `Slow ${i}`,
          url: `${feeds.hostUrls[i % 3]}/synthetic/${i}.xml?items=${ITEMS}&delay=700`,
        }),
      ),
    );
    const first = startWorker();
    // Killed once some batches are stored and others are still being fetched.
    await until(
      async () => (await storedItems()).all > 0 && (await count(isNull(sources.lastCrawledAt))) > 0,
      'the crawl to be under way',
      60_000,
      first,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const cutOff = await storedItems();
    expect(cutOff.all).toBeLessThan(SOURCES * ITEMS);
    expect(cutOff.all).toBe(cutOff.distinct);
    // The dead worker still holds sources: its beat renewed their leases until the kill.
    const { rows: held } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sources WHERE lease_owner IS NOT NULL AND lease_until > now() - interval '1 second'`,
    );
    expect(held[0]!.n).toBeGreaterThan(0);

    const second = startWorker();
    await until(
      async () => (await count(isNull(sources.lastCrawledAt))) === 0,
      'every source crawled',
      90_000,
      second,
    );
    await until(
      async () => (await storedItems()).all === SOURCES * ITEMS,
      'every report stored',
      30_000,
      second,
    );
    expect(await storedItems()).toEqual({ all: SOURCES * ITEMS, distinct: SOURCES * ITEMS });
    const { rows } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM feed_items GROUP BY source_id HAVING count(*) <> $1`,
      [ITEMS],
    );
    expect(rows).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 200_000);

  it('sends the digest cut off by a kill on, every subscriber getting it once', async () => {
    await database.db.insert(newsletterSubscribers).values(
      Array.from({ length: SUBSCRIBERS }, (_, i) => ({
        email: `fan${i}@example.test`,
        status: 'confirmed' as const,
      })),
    );
    const editionId = randomUUID();
    await database.db.insert(newsletterQueue).values({
      id: editionId,
      type: 'weekly_digest',
      subject: 'The week in electronic music',
      content: {
        articles: [{ title: 'A story', slug: 'a-story', excerpt: 'What happened.' }],
        featuredContent: 'The big one.',
      },
      scheduledFor: new Date(Date.now() - 60_000),
    });
    const first = startWorker();
    // The worker's every-minute send picks the edition up within a minute or so.
    await until(
      async () => sink.received.length >= SUBSCRIBERS / 5,
      'the send to be under way',
      150_000,
      first,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    expect(sink.received.length).toBeLessThan(SUBSCRIBERS);

    const second = startWorker();
    const sent = async () => {
      const { rows } = await database.pool.query<{ status: string }>(
        `SELECT status FROM newsletter_queue WHERE id = $1`,
        [editionId],
      );
      return rows[0]?.status === 'sent';
    };
    // The dead worker's job stops holding the queue after its heartbeat (30 s) and pg-boss's next check.
    await until(sent, 'the edition to be sent', 240_000, second);
    const byRecipient = new Map<string, Set<string>>();
    for (const mail of sink.received) {
      const ids = byRecipient.get(mail.to[0]!) ?? new Set();
      ids.add(headerOf(mail.raw, 'Message-ID')!);
      byRecipient.set(mail.to[0]!, ids);
    }
    expect([...byRecipient.keys()].sort()).toEqual(
      Array.from({ length: SUBSCRIBERS }, (_, i) => `fan${i}@example.test`).sort(),
    );
    expect([...byRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    // Once at the server, but for a message the kill caught in the instant between its end-of-data mark and
    // the record of it: that one goes again under its Message-ID (decision 064). None is lost.
    const deliveries = new Map<string, number>();
    for (const mail of sink.received) deliveries.set(mail.to[0]!, (deliveries.get(mail.to[0]!) ?? 0) + 1);
    const twice = [...deliveries.entries()].filter(([, n]) => n > 1);
    expect(twice.every(([, n]) => n === 2)).toBe(true);
    expect(twice.length).toBeLessThanOrEqual(SEND_CONCURRENCY);
    const { rows } = await database.pool.query(
      `SELECT status, count(*)::int AS n FROM newsletter_deliveries WHERE edition_id = $1 GROUP BY status`,
      [editionId],
    );
    expect(rows).toEqual([{ status: 'sent', n: SUBSCRIBERS }]);
    // The kill did catch sends past their mark, answer unheard (the case a resend would have doubled): their
    // rows say so, and each of them reached its reader once.
    const { rows: unheard } = await database.pool.query<{ email: string }>(
      `SELECT s.email FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
       WHERE d.edition_id = $1 AND d.last_error LIKE 'The sender stopped%'`,
      [editionId],
    );
    expect(unheard.length).toBeGreaterThan(0);
    expect(unheard.filter(({ email }) => deliveries.get(email) !== 1)).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 420_000);
});
