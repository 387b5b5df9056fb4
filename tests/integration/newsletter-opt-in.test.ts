// Issue 12, acceptance 2: double opt-in, idempotent sign-ups that never tell who is subscribed, a
// preference centre behind a signed link, and RFC 8058 one-click unsubscribe, through `dropwire serve` and a
// real SMTP server on loopback.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../app/db/schema/newsletter';
import { signLink } from '../../app/domain/newsletter/subscriber-links';
import { derivedKey } from '../../app/lib/secret-file.server';
import { decodedBody, headerOf, startSmtpSink, type SmtpSink } from '../fixtures/smtp-sink';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('newsletter double opt-in on $name', (server) => {
  const database = useTestDatabase(server);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-opt-in-'));
  let sink: SmtpSink;
  let app: SpawnedProcess;
  let base: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
    });
    base = app.url;
  });
  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
    await sink.close();
  });

  const signUp = (email: string, topics: string[] = []) => {
    const body = new URLSearchParams({ email });
    for (const topic of topics) body.append('topics', topic);
    return fetch(`${base}/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body,
    });
  };
  const subscriber = async (email: string) =>
    (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  const linkIn = (raw: string, page: string) =>
    new RegExp(`${base.replace(/[.:/]/g, '\\$&')}/newsletter/${page}\\?token=[\\w.-]+`).exec(
      decodedBody(raw),
    )?.[0];

  it('sends a confirmation link; the address stays pending, and a repeat sends nothing more', async () => {
    const first = await signUp('Fan@Example.test', ['news', 'charts']);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('You&#x27;re on the list');
    expect(await subscriber('fan@example.test')).toMatchObject({
      status: 'pending',
      topics: ['news', 'charts'],
    });
    const [confirmation] = mailsTo('fan@example.test');
    expect(headerOf(confirmation!.raw, 'Subject')).toBe('Confirm your Dropwire newsletter');
    // Not subscribed yet: nothing to unsubscribe from.
    expect(headerOf(confirmation!.raw, 'List-Unsubscribe')).toBeUndefined();
    expect(linkIn(confirmation!.raw, 'confirm')).toBeDefined();

    const again = await signUp('FAN@example.test', ['tech']);
    expect(await again.text()).toContain('You&#x27;re on the list');
    expect(mailsTo('fan@example.test')).toHaveLength(1);
  });

  it('confirms only when the button is pressed, then welcomes with the festival guide and unsubscribe headers', async () => {
    const link = linkIn(mailsTo('fan@example.test')[0]!.raw, 'confirm')!;
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('Confirm my subscription');
    // Opening the link (as a mail scanner does) confirms nothing.
    expect((await subscriber('fan@example.test'))!.status).toBe('pending');

    const token = new URL(link).searchParams.get('token')!;
    const confirmed = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: new URLSearchParams({ token }),
    });
    expect(await confirmed.text()).toContain('You&#x27;re subscribed');
    expect(await subscriber('fan@example.test')).toMatchObject({
      status: 'confirmed',
      confirmTokenHash: null,
    });
    const welcome = mailsTo('fan@example.test')[1]!;
    expect(headerOf(welcome.raw, 'Subject')).toBe('Welcome to Dropwire: your festival guide');
    expect(decodedBody(welcome.raw)).toContain('The festival guide');
    const unsubscribe = linkIn(welcome.raw, 'unsubscribe')!;
    expect(headerOf(welcome.raw, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(headerOf(welcome.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The same link again changes nothing and sends nothing.
    await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: new URLSearchParams({ token }),
    });
    expect(mailsTo('fan@example.test')).toHaveLength(2);
  });

  it('answers a subscribed address exactly as a new one, and tells only its owner', async () => {
    const answer = await (await signUp('fan@example.test', ['deals'])).text();
    const fresh = await (await signUp('someone.new@example.test')).text();
    const message = (html: string) => /<div role="status"[\s\S]*?<\/div>/.exec(html)?.[0];
    expect(message(answer)).toBe(message(fresh));
    expect(await subscriber('fan@example.test')).toMatchObject({
      status: 'confirmed',
      topics: ['news', 'charts'],
    });
    expect(headerOf(mailsTo('fan@example.test')[2]!.raw, 'Subject')).toBe(
      'You already get the Dropwire newsletter',
    );
  });

  it('changes topics and frequency, and pauses, from the preference link', async () => {
    const manage = linkIn(mailsTo('fan@example.test')[1]!.raw, 'preferences')!;
    const page = await fetch(manage);
    expect(page.status).toBe(200);
    const post = (fields: [string, string][]) =>
      fetch(manage, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
        body: new URLSearchParams(fields),
      });
    expect(
      (
        await post([
          ['intent', 'save'],
          ['topics', 'releases'],
          ['topics', 'gear'],
          ['frequency', 'daily'],
        ])
      ).status,
    ).toBe(400);
    expect(
      (
        await post([
          ['intent', 'save'],
          ['topics', 'releases'],
          ['topics', 'deals'],
          ['frequency', 'daily'],
        ])
      ).status,
    ).toBe(200);
    expect(await subscriber('fan@example.test')).toMatchObject({
      topics: ['releases', 'deals'],
      frequency: 'daily',
    });
    await post([
      ['intent', 'pause'],
      ['weeks', '2'],
    ]);
    const paused = (await subscriber('fan@example.test'))!.pausedUntil!;
    expect(paused.getTime() - Date.now()).toBeGreaterThan(13 * 86_400_000);
  });

  it('unsubscribes with one click from a mail app: a POST to the link, no session, no origin', async () => {
    const unsubscribe = linkIn(mailsTo('fan@example.test')[1]!.raw, 'unsubscribe')!;
    const response = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await subscriber('fan@example.test')).toMatchObject({ status: 'unsubscribed' });
    expect((await subscriber('fan@example.test'))!.unsubscribedAt).not.toBeNull();
  });

  it('refuses forged and expired links with a clear message, changing nothing', async () => {
    const forged = await fetch(`${base}/newsletter/confirm?token=eyJmb3JnZWQiOnRydWV9.AAAA`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This link does not work.');
    const row = (await subscriber('someone.new@example.test'))!;
    const key = derivedKey({ DATA_DIR: dataDir }, 'newsletter-links');
    const expired = signLink(key, { subscriberId: row.id, purpose: 'confirm', expiresAt: Date.now() - 1000 });
    const page = await fetch(`${base}/newsletter/confirm?token=${expired}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This link has expired');
    // A manage link is not a confirmation link.
    const manage = signLink(key, { subscriberId: row.id, purpose: 'manage', expiresAt: Date.now() + 60_000 });
    const wrong = await fetch(`${base}/newsletter/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: new URLSearchParams({ token: manage }),
    });
    expect(wrong.status).toBe(400);
    expect((await subscriber('someone.new@example.test'))!.status).toBe('pending');
  });
});
