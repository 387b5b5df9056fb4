import { describe, expect, it } from 'vitest';
import { contactMessages, rateLimitEvents } from '../../app/db/schema/participation';
import { subscribeSchema } from '../../app/domain/newsletter/subscribe-form';
import {
  CONTACT_RATE_LIMIT,
  submitContactMessage,
} from '../../app/domain/participation/contact-messages.server';
import {
  pruneRateLimitEvents,
  RATE_LIMIT_RETENTION_MS,
} from '../../app/domain/rate-limits/rate-limit.server';
import { submitTip, tipSchema } from '../../app/domain/participation/tips.server';
import { testServers, useTestDatabase } from '../support/test-database';
import { testSender } from '../support/senders';

describe.each(testServers())('public forms on $name', (server) => {
  const database = useTestDatabase(server);

  it('stores contact messages and limits each sender per hour', async () => {
    const message = (i: number) => ({
      name: 'Ana',
      email: 'Ana@Example.test',
      subject: `Hello ${i}`,
      message: 'A correction',
    });
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect(await submitContactMessage(database.db, message(i), testSender('198.51.100.1'))).toEqual({
        ok: true,
        repeated: false,
      });
    }
    expect(await submitContactMessage(database.db, message(99), testSender('198.51.100.1'))).toEqual({
      ok: false,
      reason: 'rate_limited',
    });
    expect(await submitContactMessage(database.db, message(99), testSender('198.51.100.2'))).toEqual({
      ok: true,
      repeated: false,
    });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(CONTACT_RATE_LIMIT.limit + 1);
    expect(rows[0]?.email).toBe('ana@example.test');
    const limits = await database.pool.query('SELECT key_hash FROM rate_limit_events');
    expect(JSON.stringify(limits.rows)).not.toContain('198.51.100');
  });

  it('stores a message sent again within a minute once, even when both arrive together', async () => {
    const resent = { name: 'Bo', email: 'bo@example.test', subject: 'Twice', message: 'Tapped send twice' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => submitContactMessage(database.db, resent, testSender('198.51.100.9'))),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers.filter((answer) => answer.ok && !answer.repeated)).toHaveLength(1);
    expect(await submitContactMessage(database.db, resent, testSender('198.51.100.9'))).toEqual({
      ok: true,
      repeated: true,
    });
    const stored = await database.pool.query("SELECT 1 FROM contact_messages WHERE subject = 'Twice'");
    expect(stored.rowCount).toBe(1);
    // A different message from the same reader is a new one.
    expect(
      await submitContactMessage(
        database.db,
        { ...resent, message: 'Another thing' },
        testSender('198.51.100.9'),
      ),
    ).toEqual({ ok: true, repeated: false });
  });

  it('stores a tip sent again within a minute once, its empty fields matching empty ones', async () => {
    const tip = tipSchema.parse({ message: 'A secret set at the warehouse on Friday' });
    expect(await submitTip(database.db, tip, testSender('198.51.100.10'))).toEqual({
      ok: true,
      repeated: false,
    });
    expect(await submitTip(database.db, tip, testSender('198.51.100.10'))).toEqual({
      ok: true,
      repeated: true,
    });
    // The same message with a link is another tip.
    const withLink = { ...tip, url: 'https://example.test/flyer' };
    expect(await submitTip(database.db, withLink, testSender('198.51.100.10'))).toEqual({
      ok: true,
      repeated: false,
    });
    const stored = await database.pool.query('SELECT url FROM tips ORDER BY created_at');
    expect(stored.rows).toEqual([{ url: null }, { url: 'https://example.test/flyer' }]);
  });

  it('checks sign-up addresses and topics', () => {
    expect(subscribeSchema.parse({ email: 'Fan@Example.test', topics: ['news'] })).toEqual({
      email: 'fan@example.test',
      topics: ['news'],
    });
    expect(subscribeSchema.safeParse({ email: 'not-an-address' }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: 'a@b.test', topics: ['gossip'] }).success).toBe(false);
  });

  it('refuses a line break in the sign-up address with a clear message', () => {
    const result = subscribeSchema.safeParse({ email: 'a@b.test\r\nBcc: c@d.test' });
    expect(result.error?.issues[0]?.message).toBe(
      'Your e-mail address must fit on one line: please remove the line breaks',
    );
  });

  it('prunes rate-limit rows once the longest window has passed', async () => {
    const now = new Date('2026-06-03T08:00:00Z');
    const hour = 3_600_000;
    await database.pool.query('DELETE FROM rate_limit_events');
    for (const [age, key] of [
      [RATE_LIMIT_RETENTION_MS - hour, 'recent'],
      [RATE_LIMIT_RETENTION_MS + hour, 'expired'],
    ] as const) {
      await database.db
        .insert(rateLimitEvents)
        .values({ bucket: 'contact', keyHash: key, createdAt: new Date(now.getTime() - age) });
    }
    expect(await pruneRateLimitEvents(database.db, now)).toBe(1);
    const left = await database.db.select({ keyHash: rateLimitEvents.keyHash }).from(rateLimitEvents);
    expect(left).toEqual([{ keyHash: 'recent' }]);
    expect(RATE_LIMIT_RETENTION_MS).toBeLessThanOrEqual(2 * 24 * hour);
  });
});
