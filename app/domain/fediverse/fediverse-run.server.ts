import type { Federation } from '@fedify/fedify';
import type { FediverseContext } from './fediverse-context';
import { planArticleDeliveries } from './plan-article-deliveries.server';
import { pruneExpiredKv } from './postgres-kv-store.server';
import { sendDueDeliveries } from './send-deliveries.server';

/**
 * One run of the `fediverse-deliveries` job: plan what articles' changes call for, send what is due, and
 * drop expired cache entries.
 */
export async function runFediverseDeliveries(
  federation: Federation<FediverseContext>,
  data: FediverseContext,
) {
  const ctx = federation.createContext(new URL(data.siteUrl), data);
  const planned = await planArticleDeliveries(ctx);
  const sent = await sendDueDeliveries(ctx);
  // Fedify's cached keys and documents past their time: an indexed delete, nothing when none are due.
  await pruneExpiredKv(data.db);
  return { ...planned, ...sent };
}
