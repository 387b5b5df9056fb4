// Issue 12, acceptance 3: the digest goes to every confirmed subscriber in batches with a status each, and a
// sender killed midway is carried on by the next run without anyone getting the edition twice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterQueue, newsletterSubscribers } from '../../app/db/schema/newsletter';
import { SEND_CONCURRENCY } from '../../app/domain/newsletter/edition-sender.server';
import { headerOf, startSmtpSink, type SmtpSink } from '../fixtures/smtp-sink';
import { runCli } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const SUBSCRIBERS = 300;

describe.each(testServers())('sending an edition on $name', (server) => {
  const database = useTestDatabase(server);
  let sink: SmtpSink;

  beforeAll(async () => {
    // A few milliseconds a message, so the sender is surely midway when it is killed.
    sink = await startSmtpSink({
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () =>
          setTimeout(() => {
            sink.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          }, 5),
        );
      },
    });
  });
  afterAll(async () => {
    await sink.close();
  });

  it('resumes after a kill midway, and every subscriber gets exactly one edition', async () => {
    await database.db.insert(newsletterSubscribers).values([
      ...Array.from({ length: SUBSCRIBERS }, (_, i) => ({
        email: `reader${i}@example.test`,
        status: 'confirmed' as const,
      })),
      { email: 'pending@example.test', status: 'pending' as const },
      { email: 'gone@example.test', status: 'unsubscribed' as const },
      {
        email: 'paused@example.test',
        status: 'confirmed' as const,
        pausedUntil: new Date(Date.now() + 86_400_000),
      },
    ]);
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
    const env = { DATABASE_URL: database.url, SMTP_URL: sink.url, SITE_URL: 'https://news.example.test' };

    const first = runCli(['digest', 'send'], env);
    while (sink.received.length < SUBSCRIBERS / 3) {
      if (first.child.exitCode !== null) throw new Error(`the sender ended early: ${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const before = sink.received.length;
    expect(before).toBeLessThan(SUBSCRIBERS);
    const { rows: midway } = await database.pool.query(`SELECT status FROM newsletter_queue WHERE id = $1`, [
      editionId,
    ]);
    expect(midway[0].status).toBe('sending');

    const second = runCli(['digest', 'send'], env);
    expect(await second.exited).toBe(0);

    const byRecipient = new Map<string, Set<string>>();
    let copies = 0;
    for (const mail of sink.received) {
      const ids = byRecipient.get(mail.to[0]!) ?? new Set();
      ids.add(headerOf(mail.raw, 'Message-ID')!);
      byRecipient.set(mail.to[0]!, ids);
      copies++;
    }
    expect([...byRecipient.keys()].sort()).toEqual(
      Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@example.test`).sort(),
    );
    // One edition per reader: a send cut off by the kill is sent again under its Message-ID, so it shows once.
    expect([...byRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    // Sent again at most: the sends under way when it died, and those accepted during the last mark statement.
    expect(copies - SUBSCRIBERS).toBeLessThanOrEqual(2 * SEND_CONCURRENCY);
    const { rows } = await database.pool.query(
      `SELECT status, count(*)::int AS n FROM newsletter_deliveries WHERE edition_id = $1 GROUP BY status`,
      [editionId],
    );
    expect(rows).toEqual([{ status: 'sent', n: SUBSCRIBERS }]);
    const { rows: edition } = await database.pool.query(`SELECT status FROM newsletter_queue WHERE id = $1`, [
      editionId,
    ]);
    expect(edition[0].status).toBe('sent');
    const sample = sink.received.at(-1)!.raw;
    expect(headerOf(sample, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/news\.example\.test\/newsletter\/unsubscribe\?token=/,
    );
    expect(headerOf(sample, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Nothing more to send: a third run sends nothing.
    const third = runCli(['digest', 'send'], env);
    expect(await third.exited).toBe(0);
    expect(third.stdout()).toBe('0 edition(s): 0 sent, 0 failed.\n');
  }, 240_000);
});
