import { queueWeeklyDigest } from '~/domain/newsletter/weekly-digest.server';
import { SCHEDULE_TIME_ZONE, type HandlerStarter } from '../handler-starter';
import { jobNames } from '../queue.server';
import { loggedRun } from './automation-run.server';

const NEWSLETTER_DIGEST = jobNames.newsletterDigest;

/** Newsletter digest: every Friday at 10:00 Berlin time, and from the desk's trigger; one edition per ISO week. */
export const startNewsletterDigest: HandlerStarter = async (boss, { db, config, logger }) => {
  await boss.schedule(NEWSLETTER_DIGEST, '0 10 * * 5', {}, { tz: SCHEDULE_TIME_ZONE });
  await boss.work(NEWSLETTER_DIGEST, async () => {
    const result = await loggedRun(db, { type: 'newsletter_digest', targetTable: 'newsletter_queue' }, () =>
      queueWeeklyDigest(db, { now: new Date(), timeZone: SCHEDULE_TIME_ZONE, siteName: config.SITE_NAME }),
    );
    logger.info({ result }, 'newsletter digest prepared');
  });
};
