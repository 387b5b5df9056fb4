import type { StoryPlan } from './group/plan-stories';
import type { NormalisedItem } from './normalise/normalise-item';
import type { CrawlState } from './schedule/crawl-state';
import type { AutomationLog } from './store/automation-logs.server';
import type { SourceRow } from './store/sources.server';

/** What a crawl did for one source. */
export type SourceOutcome = {
  sourceId: string;
  status: 'fetched' | 'not_modified' | 'failed';
  newItems: number;
  skippedEntries: number;
  newStories: number;
  updatedStories: number;
  error?: string;
};

/** What one source's fetch produced, before anything is written. */
export type FetchedSource = {
  source: SourceRow;
  outcome: SourceOutcome;
  items: NormalisedItem[];
  state: CrawlState;
};

export type RunCounts = {
  fetched: number;
  notModified: number;
  failed: number;
  newItems: number;
  newStories: number;
  updatedStories: number;
};

/** An outcome before the crawl has done anything: failed until it is known otherwise. */
export const startingOutcome = (sourceId: string): SourceOutcome => ({
  sourceId,
  status: 'failed',
  newItems: 0,
  skippedEntries: 0,
  newStories: 0,
  updatedStories: 0,
});

export const noCounts = (): RunCounts => ({
  fetched: 0,
  notModified: 0,
  failed: 0,
  newItems: 0,
  newStories: 0,
  updatedStories: 0,
});

/** Adds one source's outcome to a run's counts. */
export function count(counts: RunCounts, outcome: SourceOutcome): void {
  if (outcome.status === 'fetched') counts.fetched++;
  else if (outcome.status === 'not_modified') counts.notModified++;
  else counts.failed++;
  counts.newItems += outcome.newItems;
  counts.newStories += outcome.newStories;
  counts.updatedStories += outcome.updatedStories;
}

/**
 * Each source's outcome once its batch is written: its new items, and its stories. Each story counts once:
 * a new one on the source of its first item, a grown one on the source of the first item that joined it.
 */
export function creditOutcomes(
  batch: FetchedSource[],
  stored: { id: string; sourceId: string }[],
  plan: StoryPlan,
): SourceOutcome[] {
  const sourceOf = new Map(stored.map((item) => [item.id, item.sourceId]));
  const newItems = new Map<string, number>();
  for (const item of stored) newItems.set(item.sourceId, (newItems.get(item.sourceId) ?? 0) + 1);
  const tally = (sourceId: string, ids: Iterable<string>) =>
    [...ids].filter((itemId) => sourceOf.get(itemId) === sourceId).length;
  return batch.map((entry) => ({
    ...entry.outcome,
    newItems: newItems.get(entry.source.id) ?? 0,
    newStories: tally(
      entry.source.id,
      [...plan.created.values()].map((story) => story.firstItemId),
    ),
    updatedStories: tally(
      entry.source.id,
      [...plan.joined.values()].map((story) => story.first.id),
    ),
  }));
}

/**
 * The automation log of a run, or undefined for a run that found nothing due and did nothing: a row a minute
 * for it would bury the runs that did.
 */
export function runLog(
  outcomes: SourceOutcome[],
  counts: RunCounts,
  durationMs: number,
  failure: unknown,
): AutomationLog | undefined {
  if (outcomes.length === 0 && !failure) return undefined;
  const failures = outcomes.filter((outcome) => outcome.error);
  const allFailed = outcomes.length > 0 && failures.length === outcomes.length;
  return {
    type: 'rss_processing',
    targetTable: 'feed_items',
    status: failure || allFailed ? 'error' : 'success',
    errorMessage: failure
      ? `The run stopped: ${(failure as Error).message}`
      : failures.length
        ? `${failures.length} of ${outcomes.length} sources failed; first: ${failures[0]!.error}`
        : null,
    counts,
    durationMs,
  };
}
