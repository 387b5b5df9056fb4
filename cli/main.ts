import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '~/lib/config.server';
import { createLogger } from '~/lib/logger.server';
import { runBackup } from './commands/backup';
import { runCrawlCommand } from './commands/crawl';
import { runDigest } from './commands/digest';
import { runMail } from './commands/mail';
import { runMigrate } from './commands/migrate';
import { runRestore } from './commands/restore';
import { runSeed } from './commands/seed';
import { runServe } from './commands/serve';
import { runSources } from './commands/sources';
import { runStories } from './commands/stories';
import { runSubscribers } from './commands/subscribers';
import { runUsers } from './commands/users';
import { runWorker } from './commands/worker';
import { SERVICES } from './malloc-arenas.js';

const usage = `Usage: dropwire <command> [options]

Commands:
  serve [--dev]     migrate, seed an empty database, and serve the site (what npm start runs)
  migrate           apply pending database migrations
  seed [--force]    fill the database with demo content (only when empty, unless --force)
  sources add <url> [--name N] [--category C] [--auto-publish]
                    add a feed after checking that it answers with one
  sources list [--json] | import-opml <file> | export-opml [--output file]
  crawl [--source <id|url>] [--once]
                    crawl due sources now (or one source); without --once, keep crawling
  stories list [--since <ISO date>] [--json]
                    stories with their article and every source item
  digest preview [--json] | send [--dry-run]
                    the weekly digest: what it would hold now; send the editions that are due
  mail test <address>
                    send a test e-mail through SMTP_URL, or into DATA_DIR/outbox
  subscribers export --csv [--output file] | import --csv <file> [--confirmed --consent "…"]
            | mark-bounced <email>
                    the newsletter's list: back it up, bring one in, stop sending to a dead address
  users create --email E --role admin|editor [--name N]
                    a desk account (password from DROPWIRE_PASSWORD, or asked for)
  users list [--json] | set-role --email E --role R | disable --email E | enable --email E
            | reset-2fa --email E
                    lets an owner who lost their authenticator app sign in with the password
  backup [--output FILE] [--include-secrets]
                    the whole site (tables, uploads, a manifest) in one archive, while it serves;
                    secrets (.auth-secret, .image-key) only with --include-secrets
  restore FILE      an archive into an empty database (DATABASE_URL's, or an empty DATA_DIR's),
                    upgraded to this release on the way in; see docs/backup-and-restore.md
  worker            run background jobs (crawling on its schedule); any number beside npm start
  help              show this help

Configuration comes from environment variables; see docs/configuration.md.`;

export type CommandContext = {
  args: string[];
  config: ReturnType<typeof loadConfig>;
  logger: ReturnType<typeof createLogger>;
};

const commands: Record<string, (context: CommandContext) => Promise<number>> = {
  serve: runServe,
  migrate: runMigrate,
  mail: runMail,
  digest: runDigest,
  seed: runSeed,
  sources: runSources,
  crawl: runCrawlCommand,
  stories: runStories,
  users: runUsers,
  subscribers: runSubscribers,
  worker: runWorker,
  backup: runBackup,
  restore: runRestore,
};

async function main(argv: string[]): Promise<number> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: false });
  const name = positionals[0];
  if (!name || name === 'help' || argv.includes('--help')) {
    console.log(usage);
    return name ? 0 : 1;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${usage}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78; // EX_CONFIG
    }
    throw error;
  }
  return command({
    args: argv.slice(argv.indexOf(name) + 1),
    config,
    // A service's logs are its output; every other command keeps stdout for its result.
    logger: createLogger(config.LOG_LEVEL, SERVICES.has(name) ? 'stdout' : 'stderr'),
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== -1) process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.cause) console.error('Cause:', error.cause);
    process.exit(1);
  },
);
