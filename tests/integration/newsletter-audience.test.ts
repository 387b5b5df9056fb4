// Issue 12, acceptance 3: an edition goes only to the subscribers whose topics and frequency take it, and a
// breaking alert started from the desk reaches nobody a third time in a month, saying how many it skipped.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/app-context.server';
import { buildArticle } from '../../app/db/seed/builders';
import { articles } from '../../app/db/schema/content';
import { newsletterQueue, newsletterSubscribers } from '../../app/db/schema/newsletter';
import { createMailer, type Mailer } from '../../app/domain/mail/mailer.server';
import { startBreakingAlert } from '../../app/domain/newsletter/breaking-alerts.server';
import { plannedRecipients } from '../../app/domain/newsletter/edition-recipients.server';
import { sendDueEditions } from '../../app/domain/newsletter/edition-sender.server';
import { queueWeeklyDigest } from '../../app/domain/newsletter/weekly-digest.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { headerOf, startSmtpSink, type SmtpSink } from '../fixtures/smtp-sink';
import { testServers, useTestDatabase } from '../support/test-database';

type Reader = {
  email: string;
  topics?: string[];
  frequency?: 'weekly' | 'daily' | 'instant';
  status?: 'pending' | 'confirmed' | 'unsubscribed' | 'bounced';
  pausedUntil?: Date;
};

describe.each(testServers())('who gets an edition on $name', (server) => {
  const database = useTestDatabase(server);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-audience-'));
  let sink: SmtpSink;
  let mailer: Mailer;
  let services: AppServices;
  const editor = { id: null, email: 'editor@example.test' };

  beforeAll(async () => {
    sink = await startSmtpSink();
    const config = loadConfig({
      DATA_DIR: dataDir,
      SITE_URL: 'https://news.example.test',
      SMTP_URL: sink.url,
    });
    services = { db: database.db, config, logger: createLogger('silent') };
    mailer = createMailer(config);
  });
  afterAll(async () => {
    mailer.close();
    await sink.close();
  });

  const addReaders = (readers: Reader[]) =>
    database.db.insert(newsletterSubscribers).values(
      readers.map((reader) => ({
        email: reader.email,
        topics: reader.topics ?? [],
        frequency: reader.frequency ?? 'weekly',
        status: reader.status ?? 'confirmed',
        pausedUntil: reader.pausedUntil ?? null,
      })),
    );
  const receivedBy = (subject: string) =>
    sink.received
      .filter((mail) => headerOf(mail.raw, 'Subject') === subject)
      .map((mail) => mail.to[0])
      .sort();

  it('sends the digest to the topics of its stories, everyone who picked none, and every frequency', async () => {
    await database.db
      .insert(articles)
      .values([
        buildArticle({ title: 'A label reissues a classic', category: 'releases', views: 90 }),
        buildArticle({ title: 'A festival adds a stage', category: 'festivals', views: 50 }),
      ]);
    const digest = await queueWeeklyDigest(database.db, {
      now: new Date(),
      timeZone: 'Europe/Berlin',
      siteName: 'Dropwire',
    });
    expect(digest.status).toBe('queued');
    if (digest.status !== 'queued') return;
    const [edition] = await database.db
      .select()
      .from(newsletterQueue)
      .where(eq(newsletterQueue.id, digest.id));
    expect(edition!.topics).toEqual(['festivals', 'releases']);
    await database.db
      .update(newsletterQueue)
      .set({ scheduledFor: new Date(Date.now() - 1000) })
      .where(eq(newsletterQueue.id, digest.id));
    await addReaders([
      { email: 'all@example.test' },
      { email: 'releases@example.test', topics: ['releases'], frequency: 'daily' },
      { email: 'mixed@example.test', topics: ['news', 'festivals'], frequency: 'instant' },
      { email: 'news-only@example.test', topics: ['news'] },
      { email: 'deals-only@example.test', topics: ['deals'] },
      { email: 'pending@example.test', status: 'pending' },
      { email: 'bounced@example.test', status: 'bounced' },
      { email: 'paused@example.test', pausedUntil: new Date(Date.now() + 86_400_000) },
    ]);

    // What `digest send --dry-run` says, before anything is fixed, is what then happens.
    expect(await plannedRecipients(database.db, edition!)).toEqual({ recipients: 3, skipped: 0 });
    const report = await sendDueEditions(services, mailer);

    expect(report).toEqual({ editions: 1, sent: 3, failed: 0 });
    expect(receivedBy(edition!.subject)).toEqual([
      'all@example.test',
      'mixed@example.test',
      'releases@example.test',
    ]);
  });

  it('caps breaking alerts at two a month per subscriber, skipping and counting those who had them', async () => {
    const story = buildArticle({ title: 'A club closes its doors', category: 'news' });
    await database.db.insert(articles).values(story);
    await addReaders([
      { email: 'alert-a@example.test', frequency: 'instant' },
      { email: 'alert-b@example.test', topics: ['news'], frequency: 'daily' },
      { email: 'alert-weekly@example.test' },
      { email: 'alert-releases@example.test', topics: ['releases'], frequency: 'instant' },
    ]);
    const alert = (n: number) =>
      startBreakingAlert(services, editor, {
        subject: `Breaking ${n}`,
        text: 'The club shuts on Sunday after twenty years.',
        articleId: story.id,
      });
    // The digest readers of the first test are weekly or of other topics, except mixed (instant, news).
    expect(await alert(1)).toMatchObject({ ok: true, recipients: 3, skipped: 0 });
    await addReaders([{ email: 'alert-late@example.test', frequency: 'instant' }]);
    expect(await alert(2)).toMatchObject({ ok: true, recipients: 4, skipped: 0 });
    await sendDueEditions(services, mailer);
    // One of b's alerts never arrived: it does not count against the month.
    await database.db.execute(sql`
      UPDATE newsletter_deliveries SET status = 'failed', last_error = '550 test' WHERE email = 'alert-b@example.test'
        AND edition_id = (SELECT id FROM newsletter_queue WHERE subject = 'Breaking 1')`);

    const third = await alert(3);
    expect(third).toMatchObject({ ok: true, recipients: 2, skipped: 2 });
    const report = await sendDueEditions(services, mailer);
    expect(report.sent).toBe(2);
    expect(receivedBy('Breaking 3')).toEqual(['alert-b@example.test', 'alert-late@example.test']);
    expect(receivedBy('Breaking 1')).toEqual([
      'alert-a@example.test',
      'alert-b@example.test',
      'mixed@example.test',
    ]);
    const { rows: skipped } = await database.pool.query(
      `SELECT skipped_recipients FROM newsletter_queue WHERE subject = 'Breaking 3'`,
    );
    expect(skipped[0].skipped_recipients).toBe(2);
    const { rows: audit } = await database.pool.query(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'newsletter.breaking_alert'`,
    );
    expect(audit[0].n).toBe(3);

    // Last month's alerts are last month's: a new month starts the count again.
    await database.db.execute(
      sql`UPDATE newsletter_queue SET scheduled_for = scheduled_for - interval '40 days' WHERE type = 'breaking'`,
    );
    expect(await alert(4)).toMatchObject({ ok: true, recipients: 4, skipped: 0 });
  });

  it('refuses an alert about a story that is not published', async () => {
    const draft = buildArticle({ title: 'Not yet', status: 'draft' });
    await database.db.insert(articles).values(draft);
    expect(
      await startBreakingAlert(services, editor, { subject: 'Too soon', text: 'Wait.', articleId: draft.id }),
    ).toEqual({ ok: false, reason: 'that story is not published' });
    const { rows } = await database.pool.query(
      `SELECT count(*)::int AS n FROM newsletter_queue WHERE subject = 'Too soon'`,
    );
    expect(rows[0].n).toBe(0);
  });
});
