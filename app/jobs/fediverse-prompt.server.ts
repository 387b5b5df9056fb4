import type { Logger } from '~/lib/logger.server';
import { jobNames, type JobQueue } from './queue.server';

/** Sends after this gap at the most: a burst of follows becomes two jobs, not one per follow. */
const PROMPT_GAP_MS = 1000;

const prompts = new WeakMap<JobQueue, () => void>();

/**
 * The web process's `onDeliveriesQueued` (decision 075): when the inbox queued an Accept or an editor queued
 * an answer, the `fediverse-deliveries` job is sent at once, so it goes out within seconds instead of at the
 * job's next minute, and still through the queue (the worker signs and sends; a web process never does).
 * At most one send per second, with one more at the end of the second when asked again meanwhile; the
 * queue runs one job at a time and each run takes every row that is due. A failed send is only logged: the
 * minute's schedule picks the rows up anyway. Undefined without a job queue (commands, tests).
 */
export function fediverseDeliveriesPrompt(
  jobs: JobQueue | undefined,
  logger: Logger,
): (() => void) | undefined {
  if (!jobs) return undefined;
  let prompt = prompts.get(jobs);
  if (prompt) return prompt;
  let waiting = false;
  let again = false;
  const fire = () => {
    waiting = true;
    again = false;
    jobs
      .send(jobNames.fediverseDeliveries, { prompt: true })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not send the fediverse delivery job'));
    setTimeout(() => {
      waiting = false;
      if (again) fire();
    }, PROMPT_GAP_MS).unref();
  };
  prompt = () => {
    if (waiting) again = true;
    else fire();
  };
  prompts.set(jobs, prompt);
  return prompt;
}
