import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../app/db/schema/participation';
import { newsletterSubscribers } from '../../app/db/schema/newsletter';
import { subscribeSchema } from '../../app/domain/newsletter/subscribe-form';
import { subscribe } from '../../app/domain/newsletter/subscribers.server';
import {
  CONTACT_RATE_LIMIT,
  submitContactMessage,
} from '../../app/domain/participation/contact-messages.server';
import { createTestDatabase, testServers, type TestDatabase } from '../support/test-database';

describe.each(testServers())('public forms on $name', (server) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(server);
  });
  afterAll(() => database?.drop());

  it('stores contact messages and limits each sender per hour', async () => {
    const message = { name: 'Ana', email: 'Ana@Example.test', subject: 'Hello', message: 'A correction' };
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect(await submitContactMessage(database.db, message, '198.51.100.1')).toEqual({ ok: true });
    }
    expect(await submitContactMessage(database.db, message, '198.51.100.1')).toEqual({
      ok: false,
      reason: 'rate_limited',
    });
    expect(await submitContactMessage(database.db, message, '198.51.100.2')).toEqual({ ok: true });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(CONTACT_RATE_LIMIT.limit + 1);
    expect(rows[0]?.email).toBe('ana@example.test');
    const limits = await database.pool.query('SELECT key_hash FROM rate_limit_events');
    expect(JSON.stringify(limits.rows)).not.toContain('198.51.100');
  });

  it('subscribes once per address and keeps the latest topics', async () => {
    await subscribe(database.db, subscribeSchema.parse({ email: 'Fan@Example.test', topics: ['news'] }));
    await subscribe(
      database.db,
      subscribeSchema.parse({ email: 'fan@example.test', topics: ['charts', 'tech'] }),
    );
    const rows = await database.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'fan@example.test',
      status: 'pending',
      topics: ['charts', 'tech'],
    });
    expect(subscribeSchema.safeParse({ email: 'not-an-address' }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: 'a@b.test', topics: ['gossip'] }).success).toBe(false);
  });
});
