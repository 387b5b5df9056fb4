import { parseArgs } from 'node:util';
import { DataDirInUseError } from '~/db/data-dir-lock.server';
import { startServer } from '../../server/serve';
import type { CommandContext } from '../main';
import { stopOnSignals } from '../stop-on-signals';

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
  // In-flight requests get 10 seconds to finish before the process stops regardless.
  stopOnSignals(logger, () => running.stop(), 10_000);
  return -1;
}
