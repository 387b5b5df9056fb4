import { z } from 'zod';
import { queueOrders, queueViews } from '~/domain/editorial/review-queue.server';
import type { QueueUrlState } from './queue-query';

// Anything odd in the address falls back to the default rather than failing the page.
const schema = z.object({
  view: z.enum(queueViews).catch('waiting'),
  order: z.enum(queueOrders).catch('oldest'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  q: z.string().trim().max(200).catch(''),
});

/** The queue's state from its address. */
export function readQueueQuery(url: URL): QueueUrlState {
  const parsed = schema.parse({
    view: url.searchParams.get('view') ?? undefined,
    order: url.searchParams.get('order') ?? undefined,
    page: url.searchParams.get('page') ?? undefined,
    q: url.searchParams.get('q') ?? '',
  });
  return { view: parsed.view, order: parsed.order, page: parsed.page, search: parsed.q };
}
