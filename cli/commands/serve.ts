import { parseArgs } from 'node:util';
import { DataDirInUseError } from '~/db/data-dir-lock.server';
import { startServer } from '../../server/serve';
import type { CommandContext } from '../main';

/** Runs until SIGTERM or SIGINT; returns -1 so main leaves the process to the signal handlers. */
export async function runServe({ args, config, logger }: CommandContext): Promise<number> {
  const { values } = parseArgs({ args, options: { dev: { type: 'boolean', default: false } } });
  let running;
  try {
    running = await startServer(values.dev ? { ...config, NODE_ENV: 'development' } : config, logger, {
      dev: values.dev,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      return 75; // EX_TEMPFAIL
    }
    throw error;
  }
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'signal received');
    // In-flight requests get 10 seconds to finish before the process stops regardless.
    setTimeout(() => process.exit(1), 10_000).unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // The database is stopped after the HTTP server has drained (see app/db/embedded-postgres.server.ts).
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return -1;
}
