import { eq } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { articles } from '../../app/db/schema/content';
import {
  PUBLISH_SCHEDULED,
  startScheduledPublishing,
} from '../../app/jobs/handlers/publish-scheduled.server';
import { createLogger } from '../../app/lib/logger.server';
import { insertDraftStory } from '../support/desk-stories';
import { testServers, useTestDatabase } from '../support/test-database';

// The worker's side of scheduling: the starter schedules the job every minute and handles it. A job sent at
// once (as a tick would arrive) publishes what is due.
describe.each(testServers())('the publish-scheduled job on $name', (server) => {
  const database = useTestDatabase(server);
  let boss: PgBoss | undefined;

  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true } as Parameters<PgBoss['stop']>[0]);
  });

  it('is scheduled every minute and publishes a due article when it runs', async () => {
    const story = await insertDraftStory(database.pool, {
      title: 'Due by the job',
      items: [{ title: 'x', sourceName: 'A' }],
    });
    await database.db
      .update(articles)
      .set({ scheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(articles.id, story.articleId));
    boss = new PgBoss({ connectionString: database.url, schema: 'pgboss', max: 2 } as ConstructorParameters<
      typeof PgBoss
    >[0]);
    await boss.start();
    await startScheduledPublishing(boss, { db: database.db, logger: createLogger('silent') });
    const schedules = await boss.getSchedules();
    expect(schedules).toEqual([
      expect.objectContaining({
        name: PUBLISH_SCHEDULED,
        cron: '* * * * *',
        options: expect.objectContaining({ tz: 'Europe/Berlin' }),
      }),
    ]);
    await boss.send(PUBLISH_SCHEDULED, {});
    let status = 'draft';
    for (let waited = 0; status !== 'published' && waited < 20_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (
        await database.db
          .select({ status: articles.status })
          .from(articles)
          .where(eq(articles.id, story.articleId))
      )[0]!.status;
    }
    expect(status).toBe('published');
  });
});
