import { mailerFor } from '~/domain/mail/mailer.server';
import { planFollowAlerts } from '~/domain/newsletter/follows/plan-follow-alerts.server';
import { sendFollowAlerts } from '~/domain/newsletter/follows/send-follow-alerts.server';
import { SCHEDULE_TIME_ZONE, type HandlerStarter } from '../handler-starter';
import { jobNames } from '../queue.server';

/**
 * Every five minutes: finds what was published since the last run about followed artists, labels,
 * festivals and brands, queues the alerts (one per subscriber, entity and day, by a unique key), and sends
 * the instant ones and the daily round-ups that are due. A restart or a second worker sends nothing twice.
 */
export const startFollowAlerts: HandlerStarter = async (boss, { db, config, logger }) => {
  await boss.schedule(jobNames.followAlerts, '*/5 * * * *', {}, { tz: SCHEDULE_TIME_ZONE });
  await boss.work(jobNames.followAlerts, async () => {
    const planned = await planFollowAlerts(db);
    const report = await sendFollowAlerts({ db, config, logger }, mailerFor(config));
    if (planned.queued > 0 || report.sent > 0 || report.failed > 0)
      logger.info({ planned, report }, 'follow alerts');
  });
};
