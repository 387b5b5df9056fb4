import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import { eq, or } from 'drizzle-orm';
import { sources } from '~/db/schema/newsroom';
import type { RunCounts } from '~/domain/newsroom/crawl-outcome';
import { runCrawl } from '~/domain/newsroom/crawl.server';
import { createNewsroom } from '~/domain/newsroom/newsroom.server';
import type { CommandContext } from '../main';
import { withMigratedDatabase } from '../open-database';

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** `dropwire crawl [--source <id|url>] [--once]`: crawls due sources (or one source) now. */
export async function runCrawlCommand(context: CommandContext): Promise<number> {
  const { args, config, logger } = context;
  const { values } = parseArgs({
    args,
    options: { source: { type: 'string' }, once: { type: 'boolean', default: false } },
  });
  let stopping = false;
  process.once('SIGINT', () => (stopping = true));
  process.once('SIGTERM', () => (stopping = true));
  return withMigratedDatabase(context, async (database) => {
    const newsroom = await createNewsroom(database.db, config, logger);
    try {
      let sourceIds: string[] | undefined;
      if (values.source) {
        const wanted = values.source;
        const found = await database.db
          .select({ id: sources.id })
          .from(sources)
          .where(
            isUuid(wanted) ? or(eq(sources.id, wanted), eq(sources.url, wanted)) : eq(sources.url, wanted),
          );
        if (found.length === 0) {
          console.error(`No source with id or URL "${wanted}". See: npx dropwire sources list`);
          return 1;
        }
        sourceIds = found.map((row) => row.id);
      }
      const claim = { ...newsroom.claim(`cli:${hostname()}:${process.pid}`), sourceIds };
      // Progress on a terminal only: piped or logged output stays one summary line per run.
      const onProgress = process.stderr.isTTY
        ? (counts: RunCounts) =>
            process.stderr.write(
              `\rCrawling: ${counts.fetched + counts.notModified + counts.failed} sources, ${counts.newItems} new items, ${counts.failed} failed`,
            )
        : undefined;
      do {
        const { counts, durationMs } = await runCrawl(newsroom.deps, { ...claim, onProgress });
        if (onProgress) process.stderr.write('\n');
        const total = counts.fetched + counts.notModified + counts.failed;
        if (total > 0 || values.once || sourceIds) {
          console.log(
            `Crawled ${total} sources in ${(durationMs / 1000).toFixed(1)} s: ${counts.fetched} fetched, ${counts.notModified} not modified, ` +
              `${counts.failed} failed; ${counts.newItems} new items, ${counts.newStories} new stories, ${counts.updatedStories} updated stories.`,
          );
        }
        if (values.once || sourceIds) break;
        // Without --once, keep crawling as sources come due.
        for (let waited = 0; waited < 15_000 && !stopping; waited += 500)
          await new Promise((resolve) => setTimeout(resolve, 500));
      } while (!stopping);
      return 0;
    } finally {
      await newsroom.close();
    }
  });
}
