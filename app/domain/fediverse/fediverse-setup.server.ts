import type { Federation } from '@fedify/fedify';
import type { Database } from '~/db/client.server';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import { addressRule, createFetchAgent, defaultFetchPolicy } from '~/lib/outbound/guarded-fetch.server';
import { derivedKey } from '~/lib/secret-file.server';
import { createDropwireFederation } from './federation.server';
import type { FediverseContext } from './fediverse-context';

/** A remote server that takes longer than this to answer is tried again later. */
const FEDIVERSE_TIMEOUT_MS = 15_000;

/**
 * The federation and its context as a process (web or worker) uses them: the outbound guard's agent with
 * the site's address rule (ALLOW_PRIVATE_SOURCES lets tests reach loopback peers), the key actors'
 * private keys are sealed with, and what to do when deliveries were queued.
 */
export function fediverseSetup(options: {
  db: Database;
  config: Config;
  logger: Logger;
  /** Told when deliveries were queued: a web process sends the delivery job at once (`promptDeliveries`). */
  onDeliveriesQueued?: () => void;
}): {
  federation: Federation<FediverseContext>;
  data: FediverseContext;
  close: () => Promise<void>;
} {
  const { db, config, logger } = options;
  const policy = {
    ...defaultFetchPolicy,
    userAgent: `Dropwire/0.1 (+${config.SITE_URL})`,
    isBlocked: addressRule(config.ALLOW_PRIVATE_SOURCES),
    totalTimeoutMs: FEDIVERSE_TIMEOUT_MS,
  };
  const http = { agent: createFetchAgent(policy), policy };
  const federation = createDropwireFederation({ db, http });
  const data: FediverseContext = {
    db,
    siteUrl: config.SITE_URL,
    siteName: config.SITE_NAME,
    key: derivedKey(config, 'fediverse-keys'),
    http,
    logger: logger.child({ module: 'fediverse' }),
    onDeliveriesQueued: options.onDeliveriesQueued,
  };
  return { federation, data, close: () => http.agent.close() };
}
