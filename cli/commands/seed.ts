import { parseArgs } from 'node:util';
import { isDatabaseEmpty, seedDemoContent } from '~/db/seed/seed.server';
import { makePendingDemoNews } from '~/domain/newsroom/demo/make-demo-news.server';
import type { CommandContext } from '../main';
import { withMigratedDatabase } from '../open-database';

export async function runSeed(context: CommandContext): Promise<number> {
  const { args, config, logger } = context;
  const { values } = parseArgs({ args, options: { force: { type: 'boolean', default: false } } });
  return withMigratedDatabase(context, async (database) => {
    if (!values.force && !(await isDatabaseEmpty(database.db))) {
      console.log(
        'The database already has articles; nothing seeded. Use --force to add the demo content anyway.',
      );
      return 0;
    }
    const summary = await seedDemoContent(database.db);
    const news = await makePendingDemoNews(database.db, config, logger);
    console.log(
      `Seeded ${summary.articles} editorial articles, ${summary.releases} releases, ${summary.festivals} festivals, ` +
        `${summary.reviews} reviews, ${summary.interviews} interviews and ${summary.charts} charts; the newsroom ` +
        `made ${news?.stories ?? 0} stories from ${news?.items ?? 0} reports of ${news?.sources ?? 0} demo sources.`,
    );
    return 0;
  });
}
