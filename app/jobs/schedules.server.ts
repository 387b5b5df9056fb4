import type { PgBoss } from 'pg-boss';
import { describeCron, nextCronRun } from './cron';
import { jobNames } from './queue.server';

/** What each scheduled job is, in the desk's words; a job not named here shows its queue name. */
const scheduleTitles: Record<string, string> = {
  [jobNames.crawlTick]: 'RSS processing',
  [jobNames.prune]: 'Clean-up of expired records',
  [jobNames.weeklyCharts]: 'Weekly charts',
  [jobNames.newsletterDigest]: 'Newsletter digest',
  [jobNames.publishScheduled]: 'Scheduled publishing',
  [jobNames.socialPosts]: 'Social posts on publish',
  [jobNames.newsletterSend]: 'Newsletter sending',
  [jobNames.followAlerts]: 'Follow alerts',
  'check-affiliate-links': 'Affiliate link check',
};

/**
 * The schedules pg-boss holds (written by the workers at start), each with when it runs in words and its
 * next run after `now` on its own time zone's clock, soonest first.
 */
export async function readSchedules(boss: PgBoss, now: Date) {
  const schedules = await boss.getSchedules();
  return schedules
    .map((schedule) => ({
      name: schedule.name,
      title: scheduleTitles[schedule.name] ?? schedule.name,
      cron: schedule.cron,
      timeZone: schedule.timezone,
      every: schedule.kind === 'rrule' ? schedule.cron : describeCron(schedule.cron),
      nextRun: schedule.kind === 'rrule' ? null : nextCronRun(schedule.cron, schedule.timezone, now),
    }))
    .sort(
      (a, b) =>
        (a.nextRun?.getTime() ?? Number.POSITIVE_INFINITY) -
          (b.nextRun?.getTime() ?? Number.POSITIVE_INFINITY) || a.name.localeCompare(b.name),
    );
}

export type ScheduleRow = Awaited<ReturnType<typeof readSchedules>>[number];
