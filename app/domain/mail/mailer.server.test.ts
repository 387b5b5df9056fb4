// The hand-over hook against a real SMTP server on loopback: it runs before the server has the message, and a
// failing hook keeps the message from being handed over at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../tests/fixtures/smtp-sink';
import { createMailer, type Mailer } from './mailer.server';

describe('a message handed over to an SMTP server', () => {
  let sink: SmtpSink;
  let mailer: Mailer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = createMailer({
      SMTP_URL: sink.url,
      SITE_NAME: 'Dropwire',
      SITE_URL: 'https://news.example.test',
      DATA_DIR: '/nonexistent',
    });
  });
  afterAll(async () => {
    mailer?.close();
    await sink?.close();
  });

  const message = (to: string) => ({ to, subject: 'The week', text: 'What happened. '.repeat(50) });

  it('runs beforeHandOver after the envelope, before the server has the message', async () => {
    const seen: number[] = [];
    await mailer.send({
      ...message('fan1@example.test'),
      beforeHandOver: async () => {
        seen.push(sink.received.length);
        // The mark waits for this: had the message's end gone already, the server would have it by now.
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen.push(sink.received.length);
      },
    });
    expect(seen).toEqual([0, 0]);
    expect(sink.received.map((mail) => mail.to)).toEqual([['fan1@example.test']]);
  });

  it('hands nothing over when beforeHandOver fails', async () => {
    const before = sink.received.length;
    await expect(
      mailer.send({
        ...message('fan2@example.test'),
        beforeHandOver: () => Promise.reject(new Error('the database is gone')),
      }),
    ).rejects.toThrow('the database is gone');
    // Another message on the same pool still goes, and only it arrives.
    await mailer.send(message('fan3@example.test'));
    expect(sink.received.slice(before).map((mail) => mail.to[0])).toEqual(['fan3@example.test']);
  });
});
