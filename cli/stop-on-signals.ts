import type { Logger } from '~/lib/logger.server';

/**
 * On SIGTERM or SIGINT: run `stop` (finish in-flight work, close the database) and exit 0, or exit 1 if it
 * fails or takes longer than `graceMs`.
 */
export function stopOnSignals(logger: Logger, stop: () => Promise<void>, graceMs: number): void {
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'signal received');
    setTimeout(() => process.exit(1), graceMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
