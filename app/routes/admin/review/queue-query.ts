import type { QueueOrder, QueueView } from '~/domain/editorial/review-queue.server';

/** The queue's URL state as the screen knows it (read with zod in the loader, `queue-query-schema.ts`). */
export type QueueUrlState = { view: QueueView; order: QueueOrder; page: number; search: string };

export const viewLabels: Record<QueueView, string> = {
  waiting: 'Waiting for review',
  published: 'Published',
  rejected: 'Rejected',
};

/** The queue's address with only what differs from the defaults, so the plain queue is `/admin/desk`. */
export function queueHref(state: QueueUrlState, changes: Partial<QueueUrlState> = {}): string {
  const next = { ...state, ...changes };
  const params = new URLSearchParams();
  if (next.view !== 'waiting') params.set('view', next.view);
  if (next.order !== 'oldest') params.set('order', next.order);
  if (next.search) params.set('q', next.search);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `/admin/desk?${query}` : '/admin/desk';
}
