import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { AppServices } from '~/app-context.server';
import type { FollowAlertItem } from '~/db/schema/follows';
import type { Mailer } from '~/domain/mail/mailer.server';
import { renderEmail } from '~/domain/mail/render-email.server';
import { isTransientMailFailure, mailFailureReason } from '~/domain/mail/transient-failure';
import { FollowAlertEmail, followAlertSubject, type AlertSection } from '../emails/follow-alert-email';
import { subscriberLink, subscriberLinks, unsubscribeHeaders } from '../subscriber-mail.server';
import { roundUpsDueBefore } from './follow-day';

/** Tries per alert; a transient failure waits for the next run until then. */
const MAX_ATTEMPTS = 3;
/** Alerts (instant) or round-ups (daily) one run sends at most; the next run, minutes later, takes the rest. */
const BATCH = 500;

export type AlertReport = { sent: number; failed: number };

type DueRow = {
  id: string;
  subscriberId: string;
  day: string;
  items: FollowAlertItem[];
  attempts: number;
  email: string;
  receives: boolean;
  followId: string | null;
  name: string;
  slug: string;
};

/** Due rows with what their e-mail needs; whether the subscriber still takes mail and still follows. */
const dueRows = (where: ReturnType<typeof sql>, now: Date) => sql`
  SELECT fa.id, fa.subscriber_id AS "subscriberId", fa.day::text AS day, fa.items, fa.attempts, s.email,
    (s.status = 'confirmed' AND (s.paused_until IS NULL OR s.paused_until <= ${now})) AS receives,
    f.id AS "followId", t.name, t.slug
  FROM follow_alerts fa
  JOIN newsletter_subscribers s ON s.id = fa.subscriber_id
  JOIN tags t ON t.id = fa.tag_id
  LEFT JOIN follows f ON f.subscriber_id = fa.subscriber_id AND f.tag_id = fa.tag_id AND f.status = 'active'
  WHERE fa.status IN ('queued', 'sending') AND ${where}
  ORDER BY fa.day, fa.subscriber_id, lower(t.name)`;

/**
 * Sends the alerts that are due: each instant alert, and the round-up of each subscriber's day once the
 * next morning has come (all of that day's entities in one e-mail). One sender at a time (an advisory lock
 * held by its transaction, free the moment it stops or dies); a row it finds `sending` was a dead sender's
 * and is sent again under the same Message-ID. An alert whose reader has left, paused or unfollowed since
 * is dropped (marked failed with why).
 */
export async function sendFollowAlerts(
  services: AppServices,
  mailer: Mailer,
  now = new Date(),
): Promise<AlertReport> {
  const { db } = services;
  const report: AlertReport = { sent: 0, failed: 0 };
  await db.transaction(async (lock) => {
    const { rows } = await lock.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext('dropwire:follow-alerts:send')) AS locked`,
    );
    if (!rows[0]?.locked) return;
    const instant = await db.execute<DueRow>(sql`${dueRows(sql`fa.mode = 'instant'`, now)} LIMIT ${BATCH}`);
    for (const row of instant.rows) await deliver(services, mailer, [row], false, report);
    const daily = await db.execute<DueRow>(
      dueRows(
        sql`fa.mode = 'daily' AND (fa.subscriber_id, fa.day) IN (
          SELECT subscriber_id, day FROM follow_alerts
          WHERE mode = 'daily' AND status IN ('queued', 'sending') AND day < ${roundUpsDueBefore(now)}::date
          GROUP BY subscriber_id, day ORDER BY day, subscriber_id LIMIT ${BATCH})`,
        now,
      ),
    );
    const groups = Map.groupBy(daily.rows, (row) => `${row.subscriberId}/${row.day}`);
    for (const group of groups.values()) await deliver(services, mailer, group, true, report);
  });
  return report;
}

const setStatus = (services: AppServices, ids: string[], status: string, error: string | null) =>
  services.db.execute(sql`
    UPDATE follow_alerts SET status = ${status}, last_error = ${error},
      sent_at = CASE WHEN ${status} = 'sent' THEN now() ELSE sent_at END
    WHERE id = ANY(${sql.param(ids)}::uuid[])`);

/** Sends one e-mail for these rows (one alert, or one subscriber's day), marking them as it goes. */
async function deliver(
  services: AppServices,
  mailer: Mailer,
  rows: DueRow[],
  roundUp: boolean,
  report: AlertReport,
): Promise<void> {
  const { config } = services;
  const first = rows[0]!;
  const stale = rows.filter((row) => !row.receives || !row.followId);
  if (stale.length > 0)
    await setStatus(
      services,
      stale.map((row) => row.id),
      'failed',
      first.receives ? 'no longer followed' : 'subscriber takes no mail now',
    );
  const live = rows.filter((row) => row.receives && row.followId);
  if (live.length === 0) return;
  const ids = live.map((row) => row.id);
  await services.db.execute(sql`
    UPDATE follow_alerts SET status = 'sending', attempts = attempts + 1 WHERE id = ANY(${sql.param(ids)}::uuid[])`);
  const absolute = (path: string) => new URL(path, config.SITE_URL).toString();
  const sections: AlertSection[] = live.map((row) => ({
    entityName: row.name,
    entityUrl: absolute(`/tags/${row.slug}`),
    items: row.items.map((item) => ({ kind: item.kind, title: item.title, url: absolute(item.path) })),
    unfollowUrl: subscriberLink(config, '/follow/unfollow', row.followId!, 'unfollow'),
  }));
  const links = subscriberLinks(config, first.subscriberId);
  // One click in the mail app stops what this e-mail is about: the one entity, or every follow of a round-up.
  const listUnsubscribe = roundUp
    ? subscriberLink(config, '/follow/unfollow', first.subscriberId, 'unfollow_all')
    : sections[0]!.unfollowUrl;
  const host = new URL(config.SITE_URL).hostname;
  const subject = followAlertSubject(sections, config.SITE_NAME, roundUp);
  try {
    const body = await renderEmail(
      createElement(FollowAlertEmail, { siteName: config.SITE_NAME, sections, roundUp, ...links }),
    );
    await mailer.send({
      to: first.email,
      subject,
      headers: unsubscribeHeaders(config, listUnsubscribe),
      messageId: roundUp
        ? `<follow-round-up-${first.day}.${first.id}@${host}>`
        : `<follow-alert-${first.id}@${host}>`,
      ...body,
    });
    await setStatus(services, ids, 'sent', null);
    report.sent++;
  } catch (error) {
    const retry =
      isTransientMailFailure(error) && Math.max(...live.map((row) => row.attempts)) + 1 < MAX_ATTEMPTS;
    await setStatus(services, ids, retry ? 'queued' : 'failed', mailFailureReason(error));
    if (!retry) report.failed++;
  }
}
