// The hand-over signal against a real SMTP server on loopback: it runs once the message's end has gone, so
// the server has the message whatever the sender's record does, and a failing record fails no send.
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

  /** Whether the server has a message for `to` within a second. */
  const arrives = async (to: string) => {
    for (let waited = 0; waited < 1000; waited += 10) {
      if (sink.received.some((mail) => mail.to.includes(to))) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  };

  it('runs onHandedOver once the end-of-data mark has gone: the server gets the message without it', async () => {
    const seen: boolean[] = [];
    let signalled: () => void = () => {};
    const handedOver = new Promise<void>((resolve) => (signalled = resolve));
    await mailer.send({
      ...message('fan1@example.test'),
      // Were the mark waiting for this, the message could not arrive while it waits.
      onHandedOver: async () => {
        seen.push(await arrives('fan1@example.test'));
        signalled();
      },
    });
    await handedOver;
    expect(seen).toEqual([true]);
    expect(sink.received.filter((mail) => mail.to.includes('fan1@example.test'))).toHaveLength(1);
  });

  it('sends the message when onHandedOver fails', async () => {
    const sent = await mailer.send({
      ...message('fan2@example.test'),
      onHandedOver: () => Promise.reject(new Error('the database is gone')),
    });
    expect(sent.via).toBe('smtp');
    expect(await arrives('fan2@example.test')).toBe(true);
  });
});
