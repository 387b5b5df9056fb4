import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createNewsroom } from '~/domain/newsroom/newsroom.server';
import { addSource } from '~/domain/newsroom/sources/add-source.server';
import { checkFeed } from '~/domain/newsroom/sources/check-feed.server';
import { exportOpml, importOpml } from '~/domain/newsroom/sources/opml-sources.server';
import { SourceCheckError } from '~/domain/newsroom/sources/source-check-error';
import { listSources } from '~/domain/newsroom/store/sources.server';
import type { CommandContext } from '../main';
import { withMigratedDatabase } from '../open-database';

const usage = `Usage:
  dropwire sources add <url> [--name N] [--category C] [--auto-publish]
  dropwire sources list [--json]
  dropwire sources import-opml <file>
  dropwire sources export-opml [--output file]`;

export async function runSources(context: CommandContext): Promise<number> {
  const { config, logger } = context;
  const [action, ...rest] = context.args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      category: { type: 'string' },
      'auto-publish': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      output: { type: 'string' },
    },
  });
  if (!action || !['add', 'list', 'import-opml', 'export-opml'].includes(action)) {
    console.error(usage);
    return 2;
  }
  return withMigratedDatabase(context, async (database) => {
    const newsroom = await createNewsroom(database.db, config, logger);
    const check = (url: string) => checkFeed(url, newsroom.deps.policy, newsroom.deps.agent);
    try {
      if (action === 'add') {
        if (!positionals[0]) {
          console.error(usage);
          return 2;
        }
        const source = await addSource(
          database.db,
          {
            url: positionals[0],
            name: values.name,
            category: values.category as never,
            autoPublish: values['auto-publish'],
          },
          check,
        );
        console.log(
          `Added "${source.name}" (${source.url}), category ${source.category}${source.autoPublish ? ', auto-publish' : ''}. First crawl: now.`,
        );
      } else if (action === 'list') {
        const rows = await listSources(database.db);
        if (values.json) console.log(JSON.stringify(rows, null, 2));
        else if (rows.length === 0) console.log('No RSS sources configured');
        else {
          for (const row of rows) {
            const state = row.lastError
              ? `error ×${row.errorCount}: ${row.lastError}`
              : row.lastStatus
                ? `HTTP ${row.lastStatus}`
                : 'not crawled yet';
            console.log(
              `${row.id}  ${row.isActive ? 'active  ' : 'inactive'}  ${row.category.padEnd(10)} ${row.name} <${row.url}>  [${state}; next ${row.nextCrawlAt.toISOString()}]`,
            );
          }
        }
      } else if (action === 'import-opml') {
        if (!positionals[0]) {
          console.error(usage);
          return 2;
        }
        // Progress on a terminal only: piped or logged output stays one summary.
        const progress = process.stderr.isTTY
          ? (done: number, total: number) => process.stderr.write(`\rChecking feeds: ${done}/${total}`)
          : undefined;
        const report = await importOpml(database.db, readFileSync(positionals[0], 'utf8'), check, {
          onProgress: progress,
        });
        if (progress) process.stderr.write('\n');
        console.log(
          `Added ${report.added.length + report.unchecked.length} (${report.unchecked.length} could not be checked now and will be crawled on schedule), already present ${report.skipped.length}, failed ${report.failed.length}.`,
        );
        for (const entry of report.unchecked)
          console.log(`  unchecked: ${entry.source.url}: ${entry.reason}`);
        for (const failure of report.failed) console.log(`  failed: ${failure.url}: ${failure.reason}`);
        return report.failed.length && !report.added.length && !report.unchecked.length ? 1 : 0;
      } else {
        const xml = await exportOpml(database.db, `${config.SITE_NAME} sources`);
        if (values.output) writeFileSync(values.output, xml);
        else process.stdout.write(xml);
      }
      return 0;
    } catch (error) {
      if (error instanceof SourceCheckError) {
        console.error(error.message);
        return 1;
      }
      if (error instanceof z.ZodError) {
        console.error(error.issues.map((issue) => issue.message).join('\n'));
        return 2;
      }
      throw error;
    } finally {
      await newsroom.close();
    }
  });
}
