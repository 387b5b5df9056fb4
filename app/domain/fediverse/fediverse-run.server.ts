import type { Federation } from '@fedify/fedify';
import type { FediverseContext } from './fediverse-context';
import { planArticleDeliveries } from './plan-article-deliveries.server';
import { sendDueDeliveries } from './send-deliveries.server';

/** One run of the `fediverse-deliveries` job: plan what articles' changes call for, then send what is due. */
export async function runFediverseDeliveries(
  federation: Federation<FediverseContext>,
  data: FediverseContext,
) {
  const ctx = federation.createContext(new URL(data.siteUrl), data);
  const planned = await planArticleDeliveries(ctx);
  const sent = await sendDueDeliveries(ctx);
  return { ...planned, ...sent };
}
