// Issue 12, acceptance 4: follow an artist, label, festival or brand through the double opt-in; one alert per
// entity a day (instant, or the daily round-up) with one-click unfollow, on a real PostgreSQL and a real SMTP
// server on loopback.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/app-context.server';
import { articles, articleTags, tags } from '../../app/db/schema/content';
import { followAlerts, follows } from '../../app/db/schema/follows';
import { newsletterSubscribers } from '../../app/db/schema/newsletter';
import { festivals } from '../../app/db/schema/festivals';
import { releases } from '../../app/db/schema/releases';
import { mailerFor } from '../../app/domain/mail/mailer.server';
import { signLink } from '../../app/domain/newsletter/subscriber-links';
import { linkKey, subscriberLink } from '../../app/domain/newsletter/subscriber-mail.server';
import {
  checkFollowConfirmation,
  confirmFollow,
  readUnfollowLink,
  unfollowByLink,
} from '../../app/domain/newsletter/follows/follow-links.server';
import { follow } from '../../app/domain/newsletter/follows/follows.server';
import {
  listFollowed,
  unfollowFromPreferences,
} from '../../app/domain/newsletter/follows/followed-list.server';
import { planFollowAlerts } from '../../app/domain/newsletter/follows/plan-follow-alerts.server';
import { sendFollowAlerts } from '../../app/domain/newsletter/follows/send-follow-alerts.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { decodedBody, headerOf, startSmtpSink, type SmtpSink } from '../fixtures/smtp-sink';
import { testServers, useTestDatabase } from '../support/test-database';
import { testSender } from '../support/senders';

const SITE = 'https://news.example.test';
/** A fixed Tuesday, 10:00 in Berlin: "the same day" never straddles midnight whenever the test runs. */
const T = Date.parse('2030-03-12T09:00:00Z');
const at = (minutes: number) => new Date(T + minutes * 60_000);

describe.each(testServers())('following on $name', (server) => {
  const database = useTestDatabase(server);
  let sink: SmtpSink;
  let services: AppServices;
  let tagIds: Record<string, string>;
  let sender = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-follow-')),
      SITE_URL: SITE,
      SMTP_URL: sink.url,
    });
    services = { db: database.db, config, logger: createLogger('silent') };
    const made = await database.db
      .insert(tags)
      .values([
        { name: 'Amelie Lens', slug: 'amelie-lens', kind: 'artist' },
        { name: 'Drumcode', slug: 'drumcode', kind: 'label' },
        { name: 'Techno', slug: 'techno', kind: 'genre' },
      ])
      .returning();
    tagIds = Object.fromEntries(made.map((tag) => [tag.slug, tag.id]));
  });
  afterAll(async () => {
    mailerFor(services.config).close();
    await sink.close();
  });

  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  const linkIn = (raw: string, page: string) =>
    new RegExp(`${SITE.replace(/[.:/]/g, '\\$&')}/${page}\\?token=[\\w.-]+`).exec(decodedBody(raw))?.[0];
  const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;
  // A client of its own for each request, so the per-client limit is not what a test measures.
  const followAs = (email: string, target: Parameters<typeof follow>[1]['target']) =>
    follow(services, { email, target }, testSender(`198.51.100.${++sender}`));
  const subscriberId = async (email: string) =>
    (
      await database.db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
    )[0]!.id;
  /** Follows that became active now started before the test's fixed clock. */
  const backdateFollows = () => database.db.update(follows).set({ activeSince: at(-60) });
  const publishStory = async (slug: string, minutes: number, tagSlugs: string[]) => {
    const [article] = await database.db
      .insert(articles)
      .values({ slug, title: `Story ${slug}`, status: 'published', publishedAt: at(minutes) })
      .returning();
    await database.db
      .insert(articleTags)
      .values(tagSlugs.map((tag) => ({ articleId: article!.id, tagId: tagIds[tag]! })));
  };
  const run = async (minutes: number) => {
    const planned = await planFollowAlerts(database.db, at(minutes));
    const sent = await sendFollowAlerts(services, mailerFor(services.config), at(minutes));
    return { ...planned, ...sent };
  };

  it('a new address follows through the follow’s own link, which subscribes it too; topics and genres cannot be followed', async () => {
    expect(await followAs('fan@example.test', { kind: 'tag', slug: 'techno' })).toEqual({
      ok: false,
      reason: 'unknown_target',
    });
    expect(await followAs('fan@example.test', { kind: 'tag', slug: 'amelie-lens' })).toEqual({ ok: true });
    const [confirmation] = mailsTo('fan@example.test');
    expect(headerOf(confirmation!.raw, 'Subject')).toBe('Confirm: follow Amelie Lens on Dropwire');
    expect(decodedBody(confirmation!.raw)).toContain('also subscribes you to the Friday digest');
    // The follow's own link, not the sign-up's, which would confirm whatever else was asked for with the address.
    expect(linkIn(confirmation!.raw, 'newsletter/confirm')).toBeUndefined();
    // Not following yet, and nothing to unfollow.
    expect(headerOf(confirmation!.raw, 'List-Unsubscribe')).toBeUndefined();
    const [pending] = await database.db.select().from(follows);
    expect(pending).toMatchObject({ status: 'pending', activeSince: null });

    // Asking again at once sends nothing more, and answers the same.
    expect(await followAs('fan@example.test', { kind: 'tag', slug: 'amelie-lens' })).toEqual({ ok: true });
    expect(mailsTo('fan@example.test')).toHaveLength(1);

    const token = tokenIn(linkIn(confirmation!.raw, 'follow/confirm')!);
    expect(await checkFollowConfirmation(services, token)).toMatchObject({ ok: true, subscribes: true });
    expect(await confirmFollow(services, token)).toMatchObject({ ok: true, active: true, subscribes: false });
    const [active] = await database.db.select().from(follows);
    expect(active!.status).toBe('active');
    expect(active!.activeSince).toBeInstanceOf(Date);
    const [subscriber] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'fan@example.test'));
    expect(subscriber!.status).toBe('confirmed');
    // Welcomed once, as a sign-up's confirmation welcomes.
    expect(mailsTo('fan@example.test').map((mail) => headerOf(mail.raw, 'Subject'))).toEqual([
      'Confirm: follow Amelie Lens on Dropwire',
      'Welcome to Dropwire: your festival guide',
    ]);
  });

  it('an instant alert for a tagged story, and no second one about the same entity that day', async () => {
    await database.db
      .update(newsletterSubscribers)
      .set({ frequency: 'instant' })
      .where(eq(newsletterSubscribers.email, 'fan@example.test'));
    await backdateFollows();
    const before = mailsTo('fan@example.test').length;
    // Published before the follow started: never an alert.
    await publishStory('old-news', -90, ['amelie-lens']);
    await publishStory('lens-announces-tour', 1, ['amelie-lens', 'techno']);
    expect(await run(2)).toMatchObject({ queued: 1, sent: 1, failed: 0 });
    const alerts = mailsTo('fan@example.test').slice(before);
    expect(alerts).toHaveLength(1);
    const alert = alerts[0]!.raw;
    expect(headerOf(alert, 'Subject')).toBe('New on Dropwire: Amelie Lens');
    const body = decodedBody(alert);
    expect(body).toContain(`${SITE}/news/lens-announces-tour`);
    expect(body).not.toContain('/news/old-news');
    const unfollow = linkIn(alert, 'follow/unfollow')!;
    expect(headerOf(alert, 'List-Unsubscribe')).toBe(`<${unfollow}>`);
    expect(headerOf(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(alert, 'Message-ID')).toMatch(/^<follow-alert-[\w-]+@news\.example\.test>$/);

    // A second story the same day, and a rerun as after a restart: nothing more.
    await publishStory('lens-second-story', 10, ['amelie-lens']);
    expect(await run(11)).toMatchObject({ queued: 0, sent: 0 });
    expect(await run(12)).toMatchObject({ queued: 0, sent: 0 });
    expect(mailsTo('fan@example.test').slice(before)).toHaveLength(1);

    // The database itself refuses a second alert for that subscriber, entity and day.
    const [row] = await database.db.select().from(followAlerts);
    await expect(
      database.db.insert(followAlerts).values({
        subscriberId: row!.subscriberId,
        tagId: row!.tagId,
        day: row!.day,
        mode: 'instant',
        items: [],
      }),
    ).rejects.toThrow();

    // The next day brings the next alert.
    await publishStory('lens-next-day', 24 * 60, ['amelie-lens']);
    expect(await run(24 * 60 + 1)).toMatchObject({ queued: 1, sent: 1 });
    expect(decodedBody(mailsTo('fan@example.test').at(-1)!.raw)).toContain('/news/lens-next-day');
  });

  it('a subscriber confirms a follow with its own link, and gets a daily round-up the next morning', async () => {
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'digger@example.test', status: 'confirmed', frequency: 'weekly' });
    await database.db.insert(releases).values({
      slug: 'lens-new-ep',
      title: 'New EP',
      artist: 'Amelie Lens',
      label: 'Drumcode',
      releaseDate: '2030-03-20',
      genre: 'techno',
      status: 'published',
      publishedAt: at(24 * 60 + 30),
    });
    for (const role of ['artist', 'label'] as const)
      expect(await followAs('digger@example.test', { kind: 'release', slug: 'lens-new-ep', role })).toEqual({
        ok: true,
      });
    const links = mailsTo('digger@example.test');
    expect(links.map((mail) => headerOf(mail.raw, 'Subject')).sort()).toEqual([
      'Confirm: follow Amelie Lens on Dropwire',
      'Confirm: follow Drumcode on Dropwire',
    ]);
    for (const mail of links) {
      expect(decodedBody(mail.raw)).not.toContain('Friday digest');
      const token = tokenIn(linkIn(mail.raw, 'follow/confirm')!);
      // Opening the link confirms nothing; the page's button does.
      expect(await checkFollowConfirmation(services, token)).toMatchObject({ ok: true, active: false });
      expect(await confirmFollow(services, token)).toMatchObject({ ok: true, active: true });
      expect(await confirmFollow(services, token)).toMatchObject({ ok: true, active: true });
    }
    await backdateFollows();

    const before = mailsTo('digger@example.test').length;
    await publishStory('drumcode-turns-25', 24 * 60 + 40, ['drumcode']);
    await publishStory('lens-interview', 24 * 60 + 50, ['amelie-lens']);
    expect(await run(24 * 60 + 55)).toMatchObject({ queued: 2 });
    // Still the same day: the round-up waits for the next morning.
    expect(await run(24 * 60 + 120)).toMatchObject({ sent: 0 });
    expect(mailsTo('digger@example.test')).toHaveLength(before);

    // 06:30 in Berlin the next day: not yet. 07:30: the round-up, once.
    expect(await run(2 * 24 * 60 - 210)).toMatchObject({ sent: 0 });
    expect(await run(2 * 24 * 60 - 150)).toMatchObject({ sent: 1 });
    expect(await run(2 * 24 * 60 - 140)).toMatchObject({ sent: 0 });
    const roundUps = mailsTo('digger@example.test').slice(before);
    expect(roundUps).toHaveLength(1);
    const raw = roundUps[0]!.raw;
    expect(headerOf(raw, 'Subject')).toBe('Your Dropwire round-up: Amelie Lens, Drumcode');
    const body = decodedBody(raw);
    for (const page of ['/news/drumcode-turns-25', '/news/lens-interview', '/releases/lens-new-ep'])
      expect(body).toContain(`${SITE}${page}`);
    expect(body.match(/follow\/unfollow\?token=/g)!.length).toBeGreaterThanOrEqual(2);
    const all = /<([^>]+)>/.exec(headerOf(raw, 'List-Unsubscribe')!)![1]!;
    expect(await readUnfollowLink(services, tokenIn(all))).toEqual({
      ok: true,
      scope: 'all',
      following: ['Amelie Lens', 'Drumcode'],
    });
  });

  it('the preference centre lists what one follows and unfollows only its own', async () => {
    const digger = await subscriberId('digger@example.test');
    const fan = await subscriberId('fan@example.test');
    const manage = (id: string) =>
      tokenIn(subscriberLink(services.config, '/newsletter/preferences', id, 'manage'));
    const listed = await listFollowed(services, manage(digger));
    expect(listed.ok && listed.follows.map((item) => [item.name, item.kind, item.status])).toEqual([
      ['Amelie Lens', 'artist', 'active'],
      ['Drumcode', 'label', 'active'],
    ]);
    const fansFollow = (await database.db.select().from(follows).where(eq(follows.subscriberId, fan)))[0]!;
    // Another subscriber's follow is out of reach of this link.
    expect(await unfollowFromPreferences(services, manage(digger), fansFollow.id)).toEqual({
      ok: true,
      name: undefined,
    });
    expect(await database.db.select().from(follows).where(eq(follows.id, fansFollow.id))).toHaveLength(1);
    const drumcode = listed.ok ? listed.follows.find((item) => item.name === 'Drumcode')! : undefined;
    expect(await unfollowFromPreferences(services, manage(digger), drumcode!.id)).toEqual({
      ok: true,
      name: 'Drumcode',
    });
    const after = await listFollowed(services, manage(digger));
    expect(after.ok && after.follows.map((item) => item.name)).toEqual(['Amelie Lens']);
  });

  it('one-click unfollow from an alert stops the alerts; forged and expired links are refused', async () => {
    const fan = await subscriberId('fan@example.test');
    const unfollow = linkIn(mailsTo('fan@example.test').at(-1)!.raw, 'follow/unfollow')!;
    expect(await readUnfollowLink(services, tokenIn(unfollow))).toEqual({
      ok: true,
      scope: 'one',
      following: ['Amelie Lens'],
    });
    expect(await unfollowByLink(services, tokenIn(unfollow))).toEqual({ ok: true, stopped: ['Amelie Lens'] });
    expect(await unfollowByLink(services, tokenIn(unfollow))).toEqual({ ok: true, stopped: [] });
    expect(await database.db.select().from(follows).where(eq(follows.subscriberId, fan))).toHaveLength(0);
    const before = mailsTo('fan@example.test').length;
    await publishStory('lens-after-unfollow', 3 * 24 * 60, ['amelie-lens']);
    await run(3 * 24 * 60 + 1);
    expect(mailsTo('fan@example.test')).toHaveLength(before);

    const key = linkKey(services.config);
    const forged = `${tokenIn(unfollow).split('.')[0]}.${'A'.repeat(27)}`;
    const expired = signLink(key, {
      subscriberId: fan,
      purpose: 'unfollow_all',
      expiresAt: Date.now() - 1000,
    });
    const otherPurpose = signLink(key, {
      subscriberId: fan,
      purpose: 'manage',
      expiresAt: Date.now() + 60_000,
    });
    expect(await unfollowByLink(services, forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(await unfollowByLink(services, expired)).toEqual({ ok: false, reason: 'expired' });
    expect(await unfollowByLink(services, otherPurpose)).toEqual({ ok: false, reason: 'invalid' });
    expect(await confirmFollow(services, tokenIn(unfollow))).toEqual({ ok: false, reason: 'invalid' });
    // The digger's remaining follow was untouched by all of that.
    expect(await database.db.select().from(follows)).toHaveLength(1);
  });

  it('a transient SMTP failure is tried again on the next run, under the same Message-ID', async () => {
    // The round-up of the day before (the story the fan no longer followed) goes out first.
    expect(await run(4 * 24 * 60 - 60)).toMatchObject({ sent: 1 });
    await database.db
      .update(newsletterSubscribers)
      .set({ frequency: 'instant' })
      .where(eq(newsletterSubscribers.email, 'digger@example.test'));
    const before = mailsTo('digger@example.test').length;
    await publishStory('lens-live-set', 4 * 24 * 60, ['amelie-lens']);
    // 451 (try later); a 421 makes the SMTP pool reconnect and resend by itself.
    sink.refuseNext(451);
    expect(await run(4 * 24 * 60 + 1)).toMatchObject({ queued: 1, sent: 0, failed: 0 });
    const [waiting] = await database.db.select().from(followAlerts).where(eq(followAlerts.status, 'queued'));
    expect(waiting).toMatchObject({ attempts: 1 });
    expect(waiting!.lastError).toMatch(/451/);
    expect(await run(4 * 24 * 60 + 6)).toMatchObject({ queued: 0, sent: 1 });
    const [mail] = mailsTo('digger@example.test').slice(before);
    expect(headerOf(mail!.raw, 'Message-ID')).toBe(`<follow-alert-${waiting!.id}@news.example.test>`);
  });

  it("a festival's follower hears of its new date; its tag is made on the first follow", async () => {
    const festival = (slug: string, year: number, minutes: number) => ({
      slug,
      name: 'Kiln Festival',
      location: 'Ghent',
      country: 'Belgium',
      dateStart: `${year}-07-10`,
      dateEnd: `${year}-07-12`,
      status: 'published' as const,
      publishedAt: at(minutes),
    });
    await database.db.insert(festivals).values(festival('kiln-2030', 2030, -120));
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'raver@example.test', status: 'confirmed', frequency: 'instant' });
    expect(await followAs('raver@example.test', { kind: 'festival', slug: 'kiln-2030' })).toEqual({
      ok: true,
    });
    const [tag] = await database.db.select().from(tags).where(eq(tags.slug, 'kiln-festival'));
    expect(tag).toMatchObject({ name: 'Kiln Festival', kind: 'festival' });
    const link = linkIn(mailsTo('raver@example.test')[0]!.raw, 'follow/confirm')!;
    expect(await confirmFollow(services, tokenIn(link))).toMatchObject({ ok: true, entity: 'Kiln Festival' });
    await backdateFollows();

    await database.db.insert(festivals).values(festival('kiln-2031', 2031, 5 * 24 * 60));
    expect(await run(5 * 24 * 60 + 1)).toMatchObject({ sent: 1 });
    const alert = mailsTo('raver@example.test').at(-1)!.raw;
    expect(headerOf(alert, 'Subject')).toBe('New on Dropwire: Kiln Festival');
    expect(decodedBody(alert)).toContain(`${SITE}/festivals/kiln-2031`);
    expect(decodedBody(alert)).not.toContain('/festivals/kiln-2030');
  });

  it('refuses a flood of follows from one client, as sign-ups are', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await follow(
          services,
          { email: `flood${i}@example.test`, target: { kind: 'tag', slug: 'drumcode' } },
          testSender('203.0.113.99'),
        ),
      );
    expect(answers.slice(0, 10).every((answer) => answer.ok)).toBe(true);
    expect(answers[10]).toEqual({ ok: false, reason: 'rate_limited' });
    expect(mailsTo('flood10@example.test')).toHaveLength(0);
  });
});
