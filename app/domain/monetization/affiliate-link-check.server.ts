import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { affiliateMappings } from '~/db/schema/monetization';
import {
  addressRule,
  createFetchAgent,
  defaultFetchPolicy,
  guardedGet,
  type FetchPolicy,
} from '~/lib/outbound/guarded-fetch.server';

/** What a target answered: its HTTP status after redirects, or why there was no answer. */
export type LinkAnswer = { status: number; error?: undefined } | { status: null; error: string };

export type LinkProbe = {
  probe: (url: string) => Promise<LinkAnswer>;
  close: () => Promise<void>;
};

/**
 * The crawler's fetch policy for shop pages: the same address rule (ALLOW_PRIVATE_SOURCES), redirect limit
 * and connect timeout; a smaller body cap, as nothing of the page is read.
 */
export function linkCheckPolicy(allowPrivate: boolean, overrides: Partial<FetchPolicy> = {}): FetchPolicy {
  return {
    ...defaultFetchPolicy,
    userAgent: 'Dropwire/0.1 (+https://github.com/dropwire; link checker)',
    isBlocked: addressRule(allowPrivate),
    maxBytes: 1024 * 1024,
    totalTimeoutMs: 20_000,
    ...overrides,
  };
}

/**
 * Asks each target through the newsroom's guarded GET (every address and redirect checked against the SSRF
 * rule, a total time), on a connection pool of its own. The body is never read: the status is the answer.
 */
export function createLinkProbe(policy: FetchPolicy): LinkProbe {
  const agent = createFetchAgent(policy);
  return {
    probe: async (url) => {
      try {
        const response = await guardedGet(url, {
          policy,
          agent,
          what: 'shop page',
          headers: {
            accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
            'accept-encoding': 'identity',
          },
        });
        response.discard();
        return { status: response.status };
      } catch (error) {
        return { status: null, error: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => agent.close(),
  };
}

export type LinkCheckCounts = { checked: number; broken: number };

/** Targets asked at once: a daily run over a few hundred shops needs no more, and shops see no burst. */
const CONCURRENCY = 4;

/**
 * Checks every active mapping's target and notes the answer on the mapping: when, the status, the error, and
 * whether it is broken (a 4xx or 5xx, or no answer at all). A later good answer clears the mark. A mapping
 * deleted or edited to a new target during the run keeps what the desk gave it.
 */
export async function checkAffiliateLinks(
  db: Database,
  probe: LinkProbe['probe'],
  now: () => Date = () => new Date(),
): Promise<LinkCheckCounts> {
  const mappings = await db
    .select({ id: affiliateMappings.id, url: affiliateMappings.affiliateUrl })
    .from(affiliateMappings)
    .where(eq(affiliateMappings.isActive, true))
    .orderBy(affiliateMappings.id);
  const counts: LinkCheckCounts = { checked: 0, broken: 0 };
  let next = 0;
  const work = async () => {
    while (next < mappings.length) {
      const mapping = mappings[next++]!;
      const answer = await probe(mapping.url);
      const broken = answer.status === null || answer.status >= 400;
      await db
        .update(affiliateMappings)
        .set({
          checkedAt: now(),
          checkStatus: answer.status,
          checkError:
            answer.status === null ? answer.error : broken ? `The shop answered ${answer.status}` : null,
          isBroken: broken,
        })
        .where(
          sql`${affiliateMappings.id} = ${mapping.id} AND ${affiliateMappings.affiliateUrl} = ${mapping.url}`,
        );
      counts.checked++;
      if (broken) counts.broken++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, mappings.length) }, work));
  return counts;
}
