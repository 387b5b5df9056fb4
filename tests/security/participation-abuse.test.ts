// Issue 12, acceptance 7, in one place: bad input and abuse of every public form (tips, contact, advertising
// inquiry, newsletter) and of the newsletter's signed links, against `dropwire serve` with a real SMTP server
// on loopback. Each case gets a clear error, and nothing invalid is stored or e-mailed.
// (Some of these are also checked where each feature is tested: participation*.test.ts,
// newsletter-opt-in.test.ts, web-participation.test.ts; here a reader can check the whole point at once.)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../app/db/schema/newsletter';
import { signLink } from '../../app/domain/newsletter/subscriber-links';
import { derivedKey } from '../../app/lib/secret-file.server';
import { startSmtpSink, type SmtpSink } from '../fixtures/smtp-sink';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const TABLES = ['tips', 'contact_messages', 'advertising_inquiries', 'newsletter_subscribers'] as const;

/** A valid submission of each form; each case spoils one field. */
const valid = {
  '/submit': { name: 'Ana', email: 'ana@example.test', message: 'A warehouse party moves to a new venue.' },
  '/contact': {
    name: 'Ana',
    email: 'ana@example.test',
    subject: 'A correction',
    message: 'The date is wrong.',
  },
  '/advertise': {
    name: 'Ana',
    email: 'ana@example.test',
    company: 'Label Ltd',
    message: 'We would like a banner.',
  },
  '/newsletter': { email: 'ana@example.test' },
} as const;
type Page = keyof typeof valid;

/** The page as served: apostrophes and ampersands escaped as React writes them. */
const inPage = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe.each(testServers())('abuse of the public forms on $name', (server) => {
  const database = useTestDatabase(server);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-abuse-'));
  let sink: SmtpSink;
  let app: SpawnedProcess;
  let ip = 0;
  /** A new client address for each request unless one is given: the per-client limits stay out of the way. */
  const nextIp = () => `198.51.100.${++ip}`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      TRUST_PROXY: 'loopback',
      EDITORIAL_EMAIL: 'editors@example.test',
      CONTACT_EMAIL: 'hello@example.test',
      PARTNERSHIPS_EMAIL: 'partners@example.test',
    });
  }, 120_000);
  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
    await sink.close();
  });

  const post = async (page: string, fields: Record<string, string>, client = nextIp()) => {
    const response = await fetch(`${app.url}${page}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: app.url,
        'X-Forwarded-For': client,
      },
      body: new URLSearchParams(fields),
    });
    return { status: response.status, html: await response.text() };
  };
  const counts = async () => {
    const result = { mails: sink.received.length } as Record<(typeof TABLES)[number] | 'mails', number>;
    for (const table of TABLES)
      result[table] = (await database.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    return result;
  };
  /** Runs `attempt` and checks it stored nothing in any participation table and sent no e-mail. */
  const storesNothing = async (attempt: () => Promise<void>) => {
    const before = await counts();
    await attempt();
    expect(await counts()).toEqual(before);
  };

  describe('invalid e-mail addresses', () => {
    it.each([
      ['/submit', 'not-an-address', 'Please enter a valid e-mail address, or leave it empty'],
      ['/contact', 'ana@', 'Please enter a valid e-mail address'],
      ['/advertise', 'ana at example.test', 'Please enter a valid e-mail address'],
      ['/newsletter', '@example.test', 'Please enter a valid e-mail address'],
      ['/newsletter', 'ana@example.test,bo@example.test', 'Please enter a valid e-mail address'],
    ] as const)('%s refuses %j', async (page, email, error) => {
      await storesNothing(async () => {
        const answer = await post(page, { ...valid[page as Page], email });
        expect(answer.status).toBe(400);
        expect(answer.html).toContain(inPage(error));
      });
    });
  });

  describe('CR/LF header injection in names, subjects and addresses', () => {
    const injected = (value: string) => [
      `${value}\r\nBcc: everyone@example.test`,
      `${value}\nBcc: everyone@example.test`,
      `${value}\rBcc: everyone@example.test`,
      `${value}\u2028Bcc: everyone@example.test`,
    ];
    it.each([
      ['/submit', 'name', 'Your name'],
      ['/contact', 'name', 'Your name'],
      ['/contact', 'subject', 'The subject'],
      ['/advertise', 'name', 'Your name'],
      ['/advertise', 'company', 'The company'],
      ['/newsletter', 'email', 'Your e-mail address'],
    ] as const)('%s refuses a line break in %s', async (page, field, label) => {
      for (const value of injected(field === 'email' ? 'ana@example.test' : 'Ana')) {
        await storesNothing(async () => {
          const answer = await post(page, { ...valid[page], [field]: value });
          expect(answer.status, JSON.stringify(value)).toBe(400);
          expect(answer.html).toContain(`${label} must fit on one line: please remove the line breaks`);
        });
      }
    });

    it('keeps the line breaks a message may have, and no header gets them', async () => {
      const before = sink.received.length;
      const answer = await post('/contact', {
        ...valid['/contact'],
        message: 'Line one\r\nBcc: x@example.test',
      });
      expect(answer.status).toBe(200);
      const mail = sink.received.slice(before).find((each) => each.to.includes('hello@example.test'))!;
      const head = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(head).not.toMatch(/^Bcc:/im);
      expect(mail.to).toEqual(['hello@example.test']);
    });
  });

  describe('oversized fields', () => {
    it.each([
      ['/submit', 'name', 121, 'Please keep your name under 120 characters'],
      ['/submit', 'message', 5001, 'Please keep the message under 5,000 characters'],
      ['/submit', 'url', 2001, 'Please keep the link under 2,000 characters'],
      ['/contact', 'subject', 201, 'Please keep the subject under 200 characters'],
      ['/contact', 'message', 5001, 'Please keep the message under 5,000 characters'],
      ['/advertise', 'company', 201, 'Please keep the company under 200 characters'],
      ['/advertise', 'budget', 101, 'Please keep the budget under 100 characters'],
      ['/newsletter', 'email', 255, 'Please enter a valid e-mail address'],
    ] as const)('%s refuses a %s of %i characters', async (page, field, length, error) => {
      const value =
        field === 'email'
          ? `${'a'.repeat(length - 13)}@example.test`
          : field === 'url'
            ? `https://example.test/${'a'.repeat(length - 21)}`
            : 'a'.repeat(length);
      await storesNothing(async () => {
        const answer = await post(page, { ...valid[page as Page], [field]: value });
        expect(answer.status).toBe(400);
        expect(answer.html).toContain(inPage(error));
      });
    });

    it('refuses a body over the form limit before reading it', async () => {
      await storesNothing(async () => {
        const answer = await post('/submit', { message: 'x'.repeat(200_000) });
        expect(answer.status).toBe(413);
        expect(answer.html).toMatch(/^Payload too large: a form may send at most \d+ bytes\.$/);
      });
    });
  });

  describe('expired or forged newsletter links', () => {
    let subscriberId: string;
    let key: Buffer;
    const stored = async () =>
      (
        await database.db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.id, subscriberId))
      )[0]!;
    const sign = (purpose: 'confirm' | 'manage', expiresAt: number, id = subscriberId) =>
      signLink(key, { subscriberId: id, purpose, expiresAt });

    beforeAll(async () => {
      const [row] = await database.db
        .insert(newsletterSubscribers)
        .values({ email: 'links@example.test', status: 'pending', topics: ['news'] })
        .returning();
      subscriberId = row!.id;
      key = derivedKey({ DATA_DIR: dataDir }, 'newsletter-links');
    });

    const forgeries = () => {
      const good = sign('manage', Date.now() + 60_000);
      const [body, signature] = good.split('.') as [string, string];
      const otherBody = Buffer.from(
        JSON.stringify(['00000000-0000-4000-8000-000000000000', 'manage', 2e9]),
      ).toString('base64url');
      return [
        ['made up', 'eyJmb3JnZWQiOnRydWV9.AAAA'],
        [
          'signed with another key',
          signLink(Buffer.alloc(32, 7), { subscriberId, purpose: 'manage', expiresAt: 2e12 }),
        ],
        ['another subscriber under a valid signature', `${otherBody}.${signature}`],
        // Its first character changed: it carries six whole bits (the last ones may carry padding, and a random
        // signature may already end as the change would).
        ['a changed signature', `${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`],
        ['no signature', body],
        ['empty', ''],
      ] as const;
    };

    it('refuses confirmation links that are forged, expired, of another purpose or replaced', async () => {
      const attempts: [string, number, string][] = [
        ...forgeries().map(([what, token]) => [what, 400, token] as [string, number, string]),
        ['expired', 400, sign('confirm', Date.now() - 1000)],
        ['a manage link', 400, sign('manage', Date.now() + 60_000)],
        // Valid and signed, but not the newest link sent (its hash is not the one kept).
        ['replaced by a newer link', 400, sign('confirm', Date.now() + 60_000)],
      ];
      for (const [what, status, token] of attempts) {
        await storesNothing(async () => {
          const answer = await post('/newsletter/confirm', { token });
          expect(answer.status, what).toBe(status);
          expect(answer.html, what).toMatch(/This link does not work\.|This link has expired/);
        });
        expect((await stored()).status, what).toBe('pending');
      }
    });

    it('refuses preference and unsubscribe links that are forged or expired, changing nothing', async () => {
      await database.db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed' })
        .where(eq(newsletterSubscribers.id, subscriberId));
      const tokens = [
        ...forgeries(),
        ['expired', sign('manage', Date.now() - 1000)] as const,
        ['a confirmation link', sign('confirm', Date.now() + 60_000)] as const,
      ];
      for (const [what, token] of tokens) {
        const page = await fetch(`${app.url}/newsletter/preferences?token=${encodeURIComponent(token)}`);
        expect(page.status, what).toBe(400);
        expect(await page.text(), what).toMatch(/This link does not work\.|This link has expired/);
        const save = await post('/newsletter/preferences', {
          token,
          intent: 'save',
          topics: 'deals',
          frequency: 'instant',
        });
        expect(save.status, what).toBe(400);
        // One-click unsubscribe as a mail program sends it: no session, no origin.
        const unsubscribe = await fetch(
          `${app.url}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
          },
        );
        expect(unsubscribe.status, what).toBe(400);
        expect(await stored(), what).toMatchObject({
          status: 'confirmed',
          topics: ['news'],
          frequency: 'weekly',
        });
      }
    });
  });

  describe('repeated submissions', () => {
    it.each(['/submit', '/contact', '/advertise'] as const)(
      '%s stores and e-mails a form sent twice once',
      async (page) => {
        const client = nextIp();
        const fields = { ...valid[page], message: `Sent twice to ${page} by mistake.` };
        const before = await counts();
        const answers = await Promise.all([post(page, fields, client), post(page, fields, client)]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const after = await counts();
        const table = (
          {
            '/submit': 'tips',
            '/contact': 'contact_messages',
            '/advertise': 'advertising_inquiries',
          } as const
        )[page];
        expect(after[table] - before[table]).toBe(1);
        expect(after.mails - before.mails).toBe(1);
      },
    );

    it('/newsletter keeps one subscriber and sends one confirmation for a sign-up made twice', async () => {
      const before = await counts();
      for (const email of ['twice@example.test', 'TWICE@Example.test'])
        expect((await post('/newsletter', { email })).status).toBe(200);
      const after = await counts();
      expect(after.newsletter_subscribers - before.newsletter_subscribers).toBe(1);
      expect(sink.received.filter((mail) => mail.to.includes('twice@example.test'))).toHaveLength(1);
    });
  });

  describe('a flood of sign-ups for other people', () => {
    it('limits one client to 10 sign-ups an hour, with a clear answer, storing nothing more', async () => {
      const client = nextIp();
      const answers = [];
      for (let i = 0; i < 14; i++)
        answers.push(await post('/newsletter', { email: `victim${i}@example.test` }, client));
      expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), ...Array(4).fill(429)]);
      expect(answers.at(-1)!.html).toContain('Too many sign-ups from your network. Please try again later.');
      const { rows } = await database.pool.query(
        `SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email LIKE 'victim%'`,
      );
      expect(rows[0].n).toBe(10);
      expect(sink.received.filter((mail) => mail.to[0]!.startsWith('victim'))).toHaveLength(10);
    });

    it('sends one address at most 3 confirmation links an hour, from however many clients, each told it worked', async () => {
      const victim = 'inbox-owner@example.test';
      const sent = () => sink.received.filter((mail) => mail.to.includes(victim)).length;
      const answers = [];
      for (let i = 0; i < 6; i++) {
        answers.push(await post('/newsletter', { email: victim }));
        // Older than the resend wait, so only the per-address limit can hold the next link back.
        await database.pool.query(
          `UPDATE newsletter_subscribers SET confirmation_sent_at = now() - interval '11 minutes' WHERE email = $1`,
          [victim],
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      // The answer never tells the flooder they were held back.
      for (const answer of answers) expect(answer.html).toContain('You&#x27;re on the list');
      expect(sent()).toBe(3);
      const { rows } = await database.pool.query(
        `SELECT status FROM newsletter_subscribers WHERE email = $1`,
        [victim],
      );
      expect(rows).toEqual([{ status: 'pending' }]);
    });
  });
});
