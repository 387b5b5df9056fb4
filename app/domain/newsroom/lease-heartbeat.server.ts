import type { Database } from '~/db/client.server';
import type { Logger } from '~/lib/logger.server';
import { renewLeases } from './store/sources.server';

/**
 * Keeps a crawl's source leases alive while it runs: renewed every third of the lease, so a slow feed never
 * loses its lease to another worker, while a killed worker's leases run out one lease after its last beat
 * (CRAWL_LEASE_SECONDS) and its sources go to the next worker that claims. A failed renewal is logged and
 * tried again at the next beat: two beats may fail before a lease runs out.
 */
export function startLeaseHeartbeat(
  db: Database,
  lease: { owner: string; leaseMs: number },
  logger: Pick<Logger, 'warn'>,
): { stop: () => void } {
  let beating: Promise<unknown> | undefined;
  const timer = setInterval(
    () => {
      beating ??= renewLeases(db, lease.owner, lease.leaseMs)
        .catch((error: unknown) => logger.warn({ err: error, owner: lease.owner }, 'lease renewal failed'))
        .finally(() => {
          beating = undefined;
        });
    },
    Math.max(500, Math.floor(lease.leaseMs / 3)),
  );
  // The beat alone never keeps a process alive that has finished its work.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
