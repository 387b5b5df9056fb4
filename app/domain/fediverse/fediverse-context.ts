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
  /** Called after the inbox queued an Accept, so it goes out without waiting for the next tick. */
  onDeliveriesQueued?: () => void;
};
