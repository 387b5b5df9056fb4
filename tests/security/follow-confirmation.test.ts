// Issue 37, point 7: a stranger who follows something with another person's address gets nothing switched on
// when that person confirms their newsletter sign-up. A follow starts only through its own confirmation link,
// which goes to the address and names what is followed.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, headerOf, startSmtpSink, type SmtpSink } from '../fixtures/smtp-sink';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('follows of someone else’s address on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  let sink: SmtpSink;
  let clients = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      SMTP_URL: sink.url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-follow-confirmation-')),
      // The nearest proxy (loopback) may name the client: each request below comes from a client of its own.
      TRUST_PROXY: 'loopback',
    });
  });

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
    await sink?.close();
  });

  /**
   * A form posted as a browser posts it, from a client of its own (so no per-client limit is reached). A link
   * page's form posts to the page's own address, token and all.
   */
  const post = (pathname: string, fields: Record<string, string>) =>
    fetch(`${app.url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: app.url,
        'X-Forwarded-For': `198.51.100.${++clients}`,
      },
      body: new URLSearchParams(fields),
    });

  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  /** The token of the newest link to `page` in the mails to `address`. */
  const tokenTo = (address: string, page: string) => {
    const links = mailsTo(address)
      .map((mail) => new RegExp(`/${page}\\?token=([\\w.-]+)`).exec(decodedBody(mail.raw))?.[1])
      .filter(Boolean);
    return links.at(-1);
  };
  const followStatus = async (email: string, slug: string) =>
    (
      await database.pool.query<{ status: string }>(
        `SELECT f.status FROM follows f JOIN newsletter_subscribers s ON s.id = f.subscriber_id
         JOIN tags t ON t.id = f.tag_id WHERE s.email = $1 AND t.slug = $2`,
        [email, slug],
      )
    ).rows[0]?.status;

  it('keeps a follow a stranger asked for off when the address owner confirms the newsletter', async () => {
    const slug = `artist-${randomUUID().slice(0, 8)}`;
    await database.pool.query(`INSERT INTO tags (name, slug, kind) VALUES ($1, $2, 'artist')`, [
      `Artist ${slug}`,
      slug,
    ]);
    const victim = `owner-${randomUUID().slice(0, 8)}@example.test`;

    // The owner signs up for the newsletter; a stranger then follows an artist with the owner's address.
    expect((await post('/newsletter', { email: victim })).status).toBe(200);
    expect((await post('/follow', { email: victim, target: `tag:${slug}` })).status).toBe(200);
    expect(await followStatus(victim, slug)).not.toBe('active');

    // The owner confirms the newsletter, as they meant to: the stranger's follow does not start with it.
    const confirm = tokenTo(victim, 'newsletter/confirm');
    expect(confirm).toBeDefined();
    expect((await post(`/newsletter/confirm?token=${confirm}`, { token: confirm! })).status).toBe(200);
    const { rows } = await database.pool.query<{ status: string }>(
      'SELECT status FROM newsletter_subscribers WHERE email = $1',
      [victim],
    );
    expect(rows[0]?.status).toBe('confirmed');
    expect(await followStatus(victim, slug)).not.toBe('active');

    // The follow's own e-mail names what would be followed, and only its link starts it.
    const followMail = mailsTo(victim).find((mail) => /follow/i.test(headerOf(mail.raw, 'Subject') ?? ''));
    expect(headerOf(followMail!.raw, 'Subject')).toContain(`Artist ${slug}`);
    const token = tokenTo(victim, 'follow/confirm');
    expect(token).toBeDefined();
    // Opening the link starts nothing (mail scanners open links); the page's button does.
    expect((await fetch(`${app.url}/follow/confirm?token=${token}`)).status).toBe(200);
    expect(await followStatus(victim, slug)).not.toBe('active');
    expect((await post(`/follow/confirm?token=${token}`, { token: token! })).status).toBe(200);
    expect(await followStatus(victim, slug)).toBe('active');
  });

  it('starts a new address’s follow, and its subscription, only through the follow’s own link', async () => {
    const slug = `label-${randomUUID().slice(0, 8)}`;
    await database.pool.query(`INSERT INTO tags (name, slug, kind) VALUES ($1, $2, 'label')`, [
      `Label ${slug}`,
      slug,
    ]);
    const reader = `new-${randomUUID().slice(0, 8)}@example.test`;
    expect((await post('/follow', { email: reader, target: `tag:${slug}` })).status).toBe(200);
    // No sign-up link is sent in its stead, which would confirm whatever was attached to the address.
    expect(tokenTo(reader, 'newsletter/confirm')).toBeUndefined();
    const token = tokenTo(reader, 'follow/confirm');
    expect(token).toBeDefined();
    expect(decodedBody(mailsTo(reader)[0]!.raw)).toContain('also subscribes you to the Friday digest');
    expect((await post(`/follow/confirm?token=${token}`, { token: token! })).status).toBe(200);
    expect(await followStatus(reader, slug)).toBe('active');
    const { rows } = await database.pool.query<{ status: string }>(
      'SELECT status FROM newsletter_subscribers WHERE email = $1',
      [reader],
    );
    expect(rows[0]?.status).toBe('confirmed');
  });
});
