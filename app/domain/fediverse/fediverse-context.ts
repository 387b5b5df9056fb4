import type { Database } from '~/db/client.server';
import type { Logger } from '~/lib/logger.server';
import type { FediverseHttp } from './guarded-document-loader.server';

/** What every federation callback is handed (Fedify's context data). */
export type FediverseContext = {
  db: Database;
  siteUrl: string;
  siteName: string;
  /** The key actors' private keys are sealed with. */
  key: Buffer;
  http: FediverseHttp;
  logger: Logger;
  /**
   * Called when deliveries were queued (an Accept, an editor's answer), so they go out without waiting for
   * the job's next minute: a web process sends the `fediverse-deliveries` job (`promptDeliveries`); the
   * worker's own run sends what it planned right after, so it sets none.
   */
  onDeliveriesQueued?: () => void;
};
