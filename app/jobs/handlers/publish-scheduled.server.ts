import type { PgBoss } from 'pg-boss';
import type { Database } from '~/db/client.server';
import { publishDueArticles } from '~/domain/editorial/scheduled-publishing.server';
import type { Logger } from '~/lib/logger.server';
import { SCHEDULE_TIME_ZONE } from '../handler-starter';
import { jobNames } from '../queue.server';

export const PUBLISH_SCHEDULED = jobNames.publishScheduled;

/**
 * Publishes the articles editors scheduled, every minute (one job per minute however many workers run).
 * What is due is one query and publishing it is idempotent (`publishDueArticles`), so a retried or doubled
 * run never publishes an article twice, and a worker that was down catches up on its first run.
 */
export async function startScheduledPublishing(
  boss: PgBoss,
  deps: { db: Database; logger: Logger },
): Promise<void> {
  // The worker creates every queue first; a starter also makes its own, so it runs on any pg-boss.
  await boss.createQueue(PUBLISH_SCHEDULED);
  await boss.schedule(PUBLISH_SCHEDULED, '* * * * *', {}, { tz: SCHEDULE_TIME_ZONE });
  await boss.work(PUBLISH_SCHEDULED, async () => {
    const published = await publishDueArticles(deps.db);
    if (published.length > 0)
      deps.logger.info(
        { articles: published.map((article) => article.id) },
        `published ${published.length} scheduled article(s)`,
      );
  });
}
