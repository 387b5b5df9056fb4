import { isbot } from 'isbot';
import { data } from 'react-router';
import { z } from 'zod';
import { appServices, requestInfo } from '~/app-context.server';
import { adSlotKeys } from '~/domain/monetization/ad-slots.server';
import { countHouseAdEvents } from '~/domain/monetization/house-ad-counts.server';
import { clientLimiter } from '~/lib/rate-limiter';
import type { Route } from './+types/ad-events';

/** A page's beacon: the house ads it showed. A page has a handful of slots; anything bigger is not ours. */
const beacon = z.object({
  events: z
    .array(
      z.object({
        adId: z.uuid(),
        // Only the site's own slots: any other name would add a row of counts per name.
        slotKey: z.enum(adSlotKeys),
        kind: z.literal('impression'),
      }),
    )
    .min(1)
    .max(20),
});

const MAX_BODY_BYTES = 4096;

/** A reader sends one beacon per page view; a client sending more than this a minute is not reading. */
const beaconsOf = clientLimiter({ limit: 30, windowMs: 60_000, maxClients: 10_000 });

/** Counts house-ad impressions sent by pages (`navigator.sendBeacon`); crawlers are not counted. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST')
    return data({ error: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } });
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return data({ error: 'Too many events' }, { status: 413 });
  let parsed: z.infer<typeof beacon>;
  try {
    parsed = beacon.parse(JSON.parse(text));
  } catch {
    return data({ error: 'Expected {"events":[{"adId","slotKey","kind":"impression"}]}' }, { status: 400 });
  }
  if (isbot(request.headers.get('user-agent'))) return new Response(null, { status: 204 });
  // Beyond the limit the beacon is accepted and not counted: there is no reader to tell.
  if (!beaconsOf(context.get(requestInfo).clientIp).allowed) return new Response(null, { status: 204 });
  await countHouseAdEvents(context.get(appServices).db, parsed.events);
  return new Response(null, { status: 204 });
}
