import type { PgBoss } from 'pg-boss';
import { fediverseSetup } from '~/domain/fediverse/fediverse-setup.server';
import { runFediverseDeliveries } from '~/domain/fediverse/fediverse-run.server';
import type { WorkerDeps } from '../handler-starter';
import { SCHEDULE_TIME_ZONE } from '../handler-starter';
import { jobNames } from '../queue.server';

const FEDIVERSE_DELIVERIES = jobNames.fediverseDeliveries;

/**
 * Every minute: what articles' publishing, corrections and unpublishing call for becomes deliveries to the
 * followers of their actors, and the deliveries that are due (Accepts of follows too) are signed and sent
 * through the outbound guard, retried with back-off (`app/domain/fediverse`). With no followers nothing is
 * sent. The inbox sends the same job after a Follow, so an Accept goes out at once.
 */
export async function startFediverseDeliveries(boss: PgBoss, deps: WorkerDeps): Promise<() => Promise<void>> {
  const { db, config, logger } = deps;
  const setup = fediverseSetup({ db, config, logger });
  await boss.createQueue(FEDIVERSE_DELIVERIES, { policy: 'singleton' });
  await boss.schedule(FEDIVERSE_DELIVERIES, '* * * * *', {}, { tz: SCHEDULE_TIME_ZONE });
  await boss.work(FEDIVERSE_DELIVERIES, async () => {
    const run = await runFediverseDeliveries(setup.federation, setup.data);
    if (run.queued + run.sent + run.retrying + run.failed > 0)
      logger.info({ run }, 'fediverse deliveries run');
  });
  return setup.close;
}
