import { isbot } from 'isbot';
import type { Database } from '~/db/client.server';
import { affiliateClicks } from '~/db/schema/monetization';
import { clientLimiter } from '~/lib/rate-limiter';
import { rememberAnswers } from '~/lib/remember-answers';
import { uuidv7 } from '~/lib/uuid';
import type { OutboundLink } from './outbound-links.server';
import { referringPage } from './outbound-target';

/** What a followed link's request tells about itself; the address only feeds the in-memory limit. */
export type OutboundVisit = {
  method: string;
  userAgent: string | null;
  referer: string | null;
  /** `Sec-Purpose` or `Purpose`: a prefetch is not a click. */
  purpose: string | null;
  clientIp: string;
  /** This site's origins (SITE_URL's and the request's), the only Referers whose path is kept. */
  origins: readonly string[];
};

// isbot's pattern is long, and readers send few distinct User-Agents (as server/count-article-views.ts).
const isCrawler = rememberAnswers(isbot, 1_000);

/**
 * Clicks a client may have counted per hour, per web process: far more affiliate links than a reader follows,
 * so a script replaying one cannot inflate the counts. Beyond it the reader still goes on, uncounted.
 */
const countedClicksOf = clientLimiter({ limit: 20, windowMs: 3_600_000, maxClients: 10_000 });

/**
 * Whether a request is a reader's click: a GET (a HEAD only asks where the link leads) from a browser (no
 * crawler, no empty User-Agent: every browser sends one), not a prefetch, and within the client's limit.
 * The limit is asked last, so only clicks that would count use it up.
 */
function isCountableClick(visit: OutboundVisit): boolean {
  if (visit.method !== 'GET' || !visit.userAgent || isCrawler(visit.userAgent)) return false;
  if (/prefetch/i.test(visit.purpose ?? '')) return false;
  return countedClicksOf(visit.clientIp).allowed;
}

/**
 * Counts a followed link when it is a reader's click: which link, from which of our pages, when. Nothing
 * about the reader is stored, not even a hash of the address. Returns whether it counted.
 */
export async function recordOutboundClick(
  db: Database,
  link: Pick<OutboundLink, 'kind' | 'id'>,
  visit: OutboundVisit,
  now = new Date(),
): Promise<boolean> {
  if (!isCountableClick(visit)) return false;
  await db.insert(affiliateClicks).values({
    // Time-ordered ids: a busy day's clicks append to the key's index instead of scattering over it.
    id: uuidv7(now.getTime()),
    linkKind: link.kind,
    linkId: link.id,
    page: referringPage(visit.referer, visit.origins),
    createdAt: now,
  });
  return true;
}
