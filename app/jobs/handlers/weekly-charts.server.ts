import { buildWeeklyCharts } from '~/domain/charts/weekly-chart-run.server';
import { SCHEDULE_TIME_ZONE, type HandlerStarter } from '../handler-starter';
import { jobNames } from '../queue.server';
import { loggedRun } from './automation-run.server';

const WEEKLY_CHARTS = jobNames.weeklyCharts;

/** Weekly charts: every Friday at 09:00 Berlin time, and from the desk's trigger; a second run in a week changes nothing. */
export const startWeeklyCharts: HandlerStarter = async (boss, { db, config, logger }) => {
  await boss.schedule(WEEKLY_CHARTS, '0 9 * * 5', {}, { tz: SCHEDULE_TIME_ZONE });
  await boss.work(WEEKLY_CHARTS, async () => {
    const result = await loggedRun(db, { type: 'weekly_charts', targetTable: 'charts' }, () =>
      buildWeeklyCharts(db, {
        now: new Date(),
        timeZone: SCHEDULE_TIME_ZONE,
        siteName: config.SITE_NAME,
        siteUrl: config.SITE_URL,
      }),
    );
    logger.info({ result }, 'weekly charts built');
  });
};
