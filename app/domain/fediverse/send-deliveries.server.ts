import { signRequest, type Context } from '@fedify/fedify';
import { and, eq, sql } from 'drizzle-orm';
import { fediverseDeliveries } from '~/db/schema/fediverse';
import { guardedPost } from '~/lib/outbound/guarded-fetch.server';
import { deliveryRetry } from './delivery-retry';
import type { FediverseContext } from './fediverse-context';
import { PostgresKvStore } from './postgres-kv-store.server';

type Spec = 'rfc9421' | 'draft-cavage-http-signatures-12';
const SPECS: readonly Spec[] = ['rfc9421', 'draft-cavage-http-signatures-12'];

/** How many deliveries one run claims, and how many go to one host at once (the per-host limit). */
const DELIVERY_BATCH = 100;
const PER_HOST_CONCURRENCY = 2;
/** A claimed row not finished within this (a worker killed mid-run) is tried again. */
const CLAIM_LEASE_SECONDS = 300;

type Claimed = typeof fediverseDeliveries.$inferSelect;

/**
 * Sends the deliveries that are due: claimed with SKIP LOCKED and a lease (two workers never send one row),
 * grouped by host so a host gets at most `PER_HOST_CONCURRENCY` at a time, each POST signed as its actor and
 * sent through the outbound guard (`guardedPost`). Signing double-knocks: RFC 9421 first to a server we do
 * not know, the draft-cavage signature Mastodon reads if it answers 400 or 401, and the spec that worked is
 * remembered per origin. Failures are retried with back-off; 404 and 410 are final.
 *
 * "Due" is read on the database's clock, the clock that stamped the row (`next_attempt_at` defaults to the
 * inserting transaction's `now()`, in microseconds). A time from JavaScript is whole milliseconds, so a row
 * queued less than a millisecond before was "in the future" by a fraction of one and skipped (the flaky
 * reply test of issue 43); a web process and a worker on different machines could also disagree by more.
 * The claim answers the database's time, and retries and `sent_at` are reckoned from it.
 */
export async function sendDueDeliveries(
  ctx: Context<FediverseContext>,
): Promise<{ sent: number; retrying: number; failed: number }> {
  const { db } = ctx.data;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    UPDATE ${fediverseDeliveries} SET next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
    WHERE id IN (
      SELECT id FROM ${fediverseDeliveries}
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at LIMIT ${DELIVERY_BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, inbox, host, signer, body, attempts, now() AS claimed_at`);
  const claimed = rows as unknown as (Pick<
    Claimed,
    'id' | 'inbox' | 'host' | 'signer' | 'body' | 'attempts'
  > & { claimed_at: Date | string })[];
  const byHost = Map.groupBy(claimed, (row) => row.host);
  const tally = { sent: 0, retrying: 0, failed: 0 };
  await Promise.all(
    [...byHost.values()].map(async (hostRows) => {
      for (let index = 0; index < hostRows.length; index += PER_HOST_CONCURRENCY) {
        const slice = hostRows.slice(index, index + PER_HOST_CONCURRENCY);
        const outcomes = await Promise.all(
          slice.map((row) => deliverOne(ctx, row, new Date(row.claimed_at))),
        );
        for (const outcome of outcomes) tally[outcome]++;
      }
    }),
  );
  return tally;
}

async function deliverOne(
  ctx: Context<FediverseContext>,
  row: Pick<Claimed, 'id' | 'inbox' | 'signer' | 'body' | 'attempts'>,
  now: Date,
): Promise<'sent' | 'retrying' | 'failed'> {
  const { db } = ctx.data;
  let status: number | null = null;
  let error: string | null = null;
  try {
    status = await postSigned(ctx, row.signer, row.inbox, JSON.stringify(row.body));
  } catch (caught) {
    error = (caught as Error).message.slice(0, 500);
  }
  if (status !== null && status >= 200 && status < 300) {
    await db
      .update(fediverseDeliveries)
      .set({
        status: 'sent',
        attempts: row.attempts + 1,
        lastStatus: status,
        lastError: null,
        sentAt: sql`now()`,
      })
      .where(eq(fediverseDeliveries.id, row.id));
    return 'sent';
  }
  const next = deliveryRetry(row.attempts + 1, status, now);
  await db
    .update(fediverseDeliveries)
    .set({
      status: next ? 'pending' : 'failed',
      attempts: row.attempts + 1,
      lastStatus: status,
      lastError: error ?? `HTTP ${status}`,
      nextAttemptAt: next ?? now,
    })
    .where(and(eq(fediverseDeliveries.id, row.id), eq(fediverseDeliveries.status, 'pending')));
  return next ? 'retrying' : 'failed';
}

/** One signed POST, double-knocking between the two signature specs; answers the final status. */
async function postSigned(ctx: Context<FediverseContext>, signer: string, inbox: string, body: string) {
  const { http } = ctx.data;
  const kv = new PostgresKvStore(ctx.data.db);
  const [pair] = await ctx.getActorKeyPairs(signer);
  if (!pair) throw new Error(`No key for actor ${signer}`);
  const origin = new URL(inbox).origin;
  const remembered = await kv.get<Spec>(['dropwire', 'signature-spec', origin]);
  const order = remembered ? [remembered, ...SPECS.filter((spec) => spec !== remembered)] : [...SPECS];
  const bytes = new TextEncoder().encode(body);
  let status = 0;
  for (const [index, spec] of order.entries()) {
    const request = new Request(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json', accept: 'application/activity+json' },
      body: bytes,
    });
    const signed = await signRequest(request, pair.privateKey, pair.keyId, { spec, body: bytes.buffer });
    const headers: Record<string, string> = {};
    signed.headers.forEach((value, name) => {
      if (name !== 'host') headers[name] = value;
    });
    const answer = await guardedPost(inbox, { agent: http.agent, policy: http.policy, headers, body });
    status = answer.status;
    if (status >= 200 && status < 300) {
      if (spec !== remembered) await kv.set(['dropwire', 'signature-spec', origin], spec);
      return status;
    }
    // Only a refused signature is worth the other spec; anything else is the answer.
    if (!(status === 400 || status === 401) || index === order.length - 1) return status;
  }
  return status;
}
