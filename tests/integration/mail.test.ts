import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDeliveries } from '../../app/db/schema/mail';
import { PasswordResetEmail } from '../../app/domain/mail/emails/password-reset-email';
import { createMailer } from '../../app/domain/mail/mailer.server';
import { renderEmail } from '../../app/domain/mail/render-email.server';
import { sendMail } from '../../app/domain/mail/send-mail.server';
import { loadConfig } from '../../app/lib/config.server';
import { decodedBody, headerOf, startSmtpSink, type SmtpSink } from '../fixtures/smtp-sink';
import { freePort } from '../support/free-port';
import { runCli } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const LINK = 'http://127.0.0.1:3000/login/reset?token=abc_DEF-123';
const quick = { attempts: 3, firstDelayMs: 5 };

const resetMessage = async () => ({
  kind: 'password_reset',
  to: 'ed@example.test',
  subject: 'Reset your Dropwire desk password',
  ...(await renderEmail(
    createElement(PasswordResetEmail, { siteName: 'Dropwire', link: LINK, minutes: 60 }),
  )),
});

describe.each(testServers())('e-mail delivery on $name', (server) => {
  const database = useTestDatabase(server);
  let sink: SmtpSink;
  const config = (env: Record<string, string> = {}) =>
    loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-mail-')),
      SITE_URL: 'http://127.0.0.1:3000',
      ...env,
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  const deliveryOf = async (id: string) =>
    (await database.db.select().from(mailDeliveries)).find((row) => row.id === id)!;

  it('sends through SMTP with proper headers, both bodies and working links, and records it as sent', async () => {
    const mailer = createMailer(config({ SMTP_URL: sink.url }));
    const delivery = await sendMail(database.db, mailer, await resetMessage(), quick);
    mailer.close();
    expect(delivery).toMatchObject({ ok: true, via: 'smtp' });
    const mail = sink.received.at(-1)!;
    expect(mail.to).toEqual(['ed@example.test']);
    expect(mail.from).toBe('no-reply@localhost');
    expect(headerOf(mail.raw, 'From')).toBe('Dropwire <no-reply@localhost>');
    expect(headerOf(mail.raw, 'Subject')).toBe('Reset your Dropwire desk password');
    expect(headerOf(mail.raw, 'Message-ID')).toMatch(/^<.+@.+>$/);
    expect(headerOf(mail.raw, 'Date')).toBeDefined();
    expect(headerOf(mail.raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
    const body = decodedBody(mail.raw);
    expect(body).toMatch(/Content-Type: text\/plain/);
    expect(body).toMatch(/Content-Type: text\/html/);
    // The link in the plain text and in the HTML, and no remote image anywhere.
    expect(body.split(LINK).length - 1).toBeGreaterThanOrEqual(2);
    expect(body).toContain(`href="${LINK}"`);
    expect(body).not.toMatch(/<img\b/i);
    expect(body).toContain('name="color-scheme" content="light dark"');
    const row = await deliveryOf(delivery.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, via: 'smtp', recipient: 'ed@example.test' });
    expect(row.messageId).toBe(headerOf(mail.raw, 'Message-ID'));
  });

  it('carries one-click unsubscribe headers through untouched', async () => {
    const mailer = createMailer(config({ SMTP_URL: sink.url }));
    await sendMail(
      database.db,
      mailer,
      {
        ...(await resetMessage()),
        kind: 'newsletter',
        headers: {
          'List-Unsubscribe':
            '<http://127.0.0.1:3000/newsletter/unsubscribe?t=x>, <mailto:unsubscribe@example.test>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      quick,
    );
    mailer.close();
    const raw = sink.received.at(-1)!.raw;
    expect(headerOf(raw, 'List-Unsubscribe')).toBe(
      '<http://127.0.0.1:3000/newsletter/unsubscribe?t=x>, <mailto:unsubscribe@example.test>',
    );
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('tries again after a temporary refusal, and records the tries', async () => {
    const mailer = createMailer(config({ SMTP_URL: sink.url }));
    const before = sink.received.length;
    sink.refuseNext(421);
    const delivery = await sendMail(database.db, mailer, await resetMessage(), quick);
    mailer.close();
    expect(delivery.ok).toBe(true);
    expect(sink.received.length).toBe(before + 1);
    expect(await deliveryOf(delivery.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records a final refusal as failed with the server’s reason, after one try', async () => {
    const mailer = createMailer(config({ SMTP_URL: sink.url }));
    const before = sink.received.length;
    sink.refuseNext(550);
    const delivery = await sendMail(database.db, mailer, await resetMessage(), quick);
    mailer.close();
    expect(delivery).toMatchObject({ ok: false, reason: expect.stringContaining('550') });
    expect(sink.received.length).toBe(before);
    expect(await deliveryOf(delivery.id)).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
  });

  it('records an unreachable server as failed after every try, never as sent', async () => {
    const mailer = createMailer(config({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }));
    const delivery = await sendMail(database.db, mailer, await resetMessage(), quick);
    mailer.close();
    expect(delivery.ok).toBe(false);
    expect(await deliveryOf(delivery.id)).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
  });

  it('writes a complete .eml to DATA_DIR/outbox when no SMTP server is configured', async () => {
    const settings = config();
    const delivery = await sendMail(database.db, createMailer(settings), await resetMessage(), quick);
    expect(delivery).toMatchObject({ ok: true, via: 'outbox' });
    const folder = path.join(settings.DATA_DIR, 'outbox');
    const [file] = readdirSync(folder);
    const raw = readFileSync(path.join(folder, file!), 'utf8');
    expect(headerOf(raw, 'To')).toBe('ed@example.test');
    expect(decodedBody(raw)).toContain(LINK);
  });

  it('npx dropwire mail test sends a test message through SMTP and says where it went', async () => {
    const before = sink.received.length;
    const cli = runCli(['mail', 'test', 'ops@example.test'], {
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
    });
    expect(await cli.exited).toBe(0);
    expect(cli.stdout()).toMatch(
      /^Sent to ops@example\.test through SMTP \(127\.0\.0\.1:\d+\); the server accepted it as <.+>\.\n$/,
    );
    expect(sink.received.length).toBe(before + 1);
    expect(headerOf(sink.received.at(-1)!.raw, 'Subject')).toBe('Dropwire can send e-mail');
    const bad = runCli(['mail', 'test', 'not-an-address'], { DATABASE_URL: database.url });
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toContain('"not-an-address" is not an e-mail address.');
  });
});
