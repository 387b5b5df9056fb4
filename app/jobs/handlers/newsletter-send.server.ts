import { mailerFor } from '~/domain/mail/mailer.server';
import { sendDueEditions } from '~/domain/newsletter/edition-sender.server';
import { SCHEDULE_TIME_ZONE, type HandlerStarter } from '../handler-starter';
import { jobNames } from '../queue.server';

/**
 * Sends the newsletter editions that are due (the Friday digest at 10:00), every minute: a run carries on
 * where a stopped or killed one left off, recipient by recipient, and never sends anyone the same edition
 * twice except the one recipient whose send was under way, again under the same Message-ID.
 */
export const startNewsletterSending: HandlerStarter = async (boss, { db, config, logger }) => {
  await boss.createQueue(jobNames.newsletterSend, { policy: 'exclusive' });
  await boss.schedule(jobNames.newsletterSend, '* * * * *', {}, { tz: SCHEDULE_TIME_ZONE });
  await boss.work(jobNames.newsletterSend, async () => {
    const report = await sendDueEditions({ db, config, logger }, mailerFor(config));
    if (report.editions > 0) logger.info({ report }, 'newsletter editions sent');
  });
};
