import { parseArgs } from 'node:util';
import { listStories } from '~/domain/newsroom/store/stories.server';
import type { CommandContext } from '../main';
import { withMigratedDatabase } from '../open-database';

/** `dropwire stories list [--since <ISO date>] [--json]`. */
export async function runStories(context: CommandContext): Promise<number> {
  const [action, ...rest] = context.args;
  const { values } = parseArgs({
    args: rest,
    options: { since: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  if (action !== 'list') {
    console.error('Usage: dropwire stories list [--since <ISO date>] [--json]');
    return 2;
  }
  const since = values.since ? new Date(values.since) : new Date(Date.now() - 7 * 86_400_000);
  if (Number.isNaN(since.getTime())) {
    console.error(
      `--since must be an ISO date such as 2026-11-01 or 2026-11-01T12:00:00Z, not "${values.since}"`,
    );
    return 2;
  }
  const stories = await withMigratedDatabase(context, (database) => listStories(database.db, since));
  if (values.json) {
    console.log(JSON.stringify(stories, null, 2));
    return 0;
  }
  if (stories.length === 0) console.log(`No stories since ${since.toISOString()}.`);
  for (const story of stories) {
    const article = story.article
      ? `${story.article.status} ${story.article.category} /news/${story.article.slug}`
      : 'no article';
    console.log(
      `${story.firstSeenAt}  ${story.title}  [${article}]${story.article?.tags.length ? `  #${story.article.tags.join(' #')}` : ''}`,
    );
    for (const source of story.sources)
      console.log(
        `    ${source.firstToReport ? '*' : '-'} ${source.name}: ${source.url ?? '(no link)'} (${source.publishedAt})`,
      );
  }
  return 0;
}
