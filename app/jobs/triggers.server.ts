import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppServices } from '~/app-context.server';
import type { Database } from '~/db/client.server';
import { recordAudit, type AuditActor } from '~/domain/auth/audit.server';
import type { TriggerData } from './handler-starter';
import { unfinishedRuns, type UnfinishedRun } from './job-runs.server';
import { jobNames } from './queue.server';

// The desk's Manual Triggers: each sends the job its schedule sends, and only one run of each may be waiting
// or under way at a time, whoever asks and from whichever web process.

/** The automations the desk can start; `id` is the type their runs are logged under. */
export const manualTriggers = [
  {
    id: 'rss_processing',
    title: 'RSS Processing',
    description:
      'Crawls every source that is due now, groups the new items into stories and drafts or publishes them.',
    jobName: jobNames.crawlTick,
  },
  {
    id: 'weekly_charts',
    title: 'Weekly Charts',
    description:
      "Builds this week's Progressive Trance, Melodic Techno, Trance and overall charts from the week's stories. A chart the week has already stays as it is.",
    jobName: jobNames.weeklyCharts,
  },
  {
    id: 'newsletter_digest',
    title: 'Newsletter Digest',
    description:
      "Queues this week's digest: the seven most-read stories of the last seven days, to go out on Friday at 10:00. One edition a week.",
    jobName: jobNames.newsletterDigest,
  },
] as const;

export type ManualTrigger = (typeof manualTriggers)[number];
export type TriggerId = ManualTrigger['id'];

export const triggerIds = manualTriggers.map((trigger) => trigger.id) as [TriggerId, ...TriggerId[]];

/** Where a trigger's run stands: none unfinished, waiting to start, running, or waiting to retry. */
export type TriggerState = 'idle' | 'waiting' | 'running' | 'retrying';

const stateOf = (run: UnfinishedRun | undefined): TriggerState =>
  !run ? 'idle' : run.state === 'active' ? 'running' : run.state === 'retry' ? 'retrying' : 'waiting';

/** Why a trigger is refused while a run is unfinished. */
const busyReasons: Record<Exclude<TriggerState, 'idle'>, string> = {
  running: 'a run is already in progress',
  waiting: 'a run is already waiting to start',
  retrying: 'a failed run is waiting to be retried',
};

/** Each trigger with the state of its run (the furthest along, when a schedule's run and a trigger's overlap). */
export async function triggerStates(db: Database) {
  const runs = await unfinishedRuns(
    db,
    manualTriggers.map((trigger) => trigger.jobName),
  );
  const rank: Record<UnfinishedRun['state'], number> = { active: 0, retry: 1, created: 2 };
  return manualTriggers.map((trigger) => {
    const [run] = runs
      .filter((candidate) => candidate.name === trigger.jobName)
      .sort((a, b) => rank[a.state] - rank[b.state]);
    return { ...trigger, state: stateOf(run), since: run ? (run.startedOn ?? run.createdOn) : null };
  });
}

export type TriggerResult = { ok: true; jobId: string } | { ok: false; reason: string };

/**
 * Sends a trigger's job unless one of its runs is unfinished. The check and the send share one transaction
 * under an advisory lock per job, so two editors pressing at once make one run; the weekly jobs' queues also
 * hold one job at a time by themselves (queue.server.ts), which keeps a schedule tick out too. The trigger is
 * written to the audit log in the same transaction.
 */
export async function triggerRun(
  services: AppServices,
  trigger: ManualTrigger,
  actor: AuditActor,
): Promise<TriggerResult> {
  const { jobs } = services;
  const pool = (services.db as Database & { $client?: unknown }).$client;
  if (!jobs) return { ok: false, reason: 'this server does not run the job queue' };
  if (!(pool instanceof pg.Pool)) throw new Error('triggerRun needs a database on a connection pool');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`dropwire:trigger:${trigger.jobName}`]);
    const tx = drizzle({ client });
    const [run] = await unfinishedRuns(tx, [trigger.jobName]);
    const busy = stateOf(run);
    if (busy !== 'idle') {
      await client.query('ROLLBACK');
      return { ok: false, reason: busyReasons[busy] };
    }
    const data: TriggerData = { trigger: 'manual', by: actor.email };
    const jobId = await jobs.send(trigger.jobName, data, {
      db: { executeSql: (text, values) => client.query(text, values) },
    });
    if (!jobId) {
      // The queue's own one-at-a-time rule refused it: a run came in after the check.
      await client.query('ROLLBACK');
      return { ok: false, reason: busyReasons.running };
    }
    await recordAudit(tx, actor, {
      action: 'automation.trigger',
      entityType: 'automation',
      entityId: trigger.id,
      summary: `Triggered ${trigger.title}`,
      after: { jobId },
    });
    await client.query('COMMIT');
    return { ok: true, jobId };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
