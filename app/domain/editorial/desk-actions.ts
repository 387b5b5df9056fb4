import type { PublishStatus } from '~/db/schema/columns';

/** Statuses of articles waiting for an editor: the review queue. */
export const waitingStatuses = ['draft', 'in_review'] as const satisfies readonly PublishStatus[];

const isWaiting = (status: PublishStatus) => (waitingStatuses as readonly string[]).includes(status);

/** What an editor may do with an article, by its status (the page offers these, the server allows these). */
export function allowedActions(status: PublishStatus) {
  return {
    /** A rejected article may be published after all; a published one is published already. */
    publish: status !== 'published',
    reject: isWaiting(status),
    unpublish: status === 'published',
    schedule: isWaiting(status),
  };
}

/** The longest an article may wait for its scheduled time. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 86_400_000;

/** Why an article cannot be scheduled at `at`, or undefined when it can. */
export function scheduleRefusal(at: Date, now: Date): string | undefined {
  if (Number.isNaN(at.getTime())) return 'Give a date and time.';
  if (at.getTime() <= now.getTime()) return 'Choose a time in the future.';
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_MS) return 'Choose a time within a year.';
  return undefined;
}
