// Issue 12, acceptance 5: tips, contact messages and advertising inquiries reach the desk's addresses by
// e-mail with Reply-To the sender; a honeypot keeps robots out; line breaks never reach a header.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, headerOf, startSmtpSink, type SmtpSink } from '../fixtures/smtp-sink';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('submissions e-mailed to the desk on $name', (server) => {
  const database = useTestDatabase(server);
  let sink: SmtpSink;
  let app: SpawnedProcess;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-notify-')),
      SMTP_URL: sink.url,
      EDITORIAL_EMAIL: 'editors@example.test',
      CONTACT_EMAIL: 'hello@example.test',
      PARTNERSHIPS_EMAIL: 'partners@example.test',
    });
  });
  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
    await sink.close();
  });

  const post = (page: string, fields: Record<string, string>, ip: string) =>
    fetch(`${app.url}${page}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: app.url,
        'X-Forwarded-For': ip,
      },
      body: new URLSearchParams(fields),
    });
  const count = async (table: string) =>
    (await database.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

  it('e-mails a tip to the editors, replying to the tipster', async () => {
    const response = await post(
      '/submit',
      { name: 'Ana', email: 'Ana@Example.test', message: 'Dekmantel adds a fourth stage next summer.' },
      '198.51.100.1',
    );
    expect(response.status).toBe(200);
    const mail = sink.received.find((each) => each.to.includes('editors@example.test'))!;
    expect(headerOf(mail.raw, 'Reply-To')?.toLowerCase()).toBe('ana@example.test');
    expect(headerOf(mail.raw, 'Subject')).toBe('New tip: Dekmantel adds a fourth stage next summer.');
    expect(decodedBody(mail.raw)).toContain('/admin/inbox/tips');
  });

  it('e-mails contact messages and inquiries to their addresses', async () => {
    await post(
      '/contact',
      { name: 'Ben', email: 'ben@example.test', subject: 'A correction', message: 'The date is wrong.' },
      '198.51.100.2',
    );
    await post(
      '/advertise',
      { name: 'Cleo', email: 'cleo@label.test', company: 'Label Co', message: 'We would like a banner.' },
      '198.51.100.3',
    );
    const contact = sink.received.find((each) => each.to.includes('hello@example.test'))!;
    expect([headerOf(contact.raw, 'Subject'), headerOf(contact.raw, 'Reply-To')]).toEqual([
      'Contact: A correction',
      'ben@example.test',
    ]);
    const inquiry = sink.received.find((each) => each.to.includes('partners@example.test'))!;
    expect([headerOf(inquiry.raw, 'Subject'), headerOf(inquiry.raw, 'Reply-To')]).toEqual([
      'Advertising inquiry from Label Co',
      'cleo@label.test',
    ]);
  });

  it('answers a robot that fills the hidden field as if it worked, and keeps and sends nothing', async () => {
    const [tips, mails] = [await count('tips'), sink.received.length];
    const response = await post(
      '/submit',
      { message: 'Buy cheap watches at our shop today!!', website: 'https://spam.example' },
      '198.51.100.4',
    );
    expect(response.status).toBe(200);
    expect(await count('tips')).toBe(tips);
    expect(sink.received.length).toBe(mails);
  });

  it('refuses a line break in a subject or name before it can become a header, and stores nothing', async () => {
    const [messages, mails] = [await count('contact_messages'), sink.received.length];
    const response = await post(
      '/contact',
      {
        name: 'Eve\r\nBcc: all@example.test',
        email: 'eve@example.test',
        subject: 'Hi\r\nBcc: all@example.test',
        message: 'x',
      },
      '198.51.100.5',
    );
    expect(response.status).toBe(400);
    expect(await count('contact_messages')).toBe(messages);
    expect(sink.received.length).toBe(mails);
  });
});
