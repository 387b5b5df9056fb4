import { isbot } from 'isbot';
import { data } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { countHouseAdEvents } from '~/domain/monetization/house-ad-counts.server';
import type { Route } from './+types/ad-events';

/** A page's beacon: the house ads it showed. A page has a handful of slots; anything bigger is not ours. */
const beacon = z.object({
  events: z
    .array(
      z.object({
        adId: z.uuid(),
        slotKey: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
        kind: z.literal('impression'),
      }),
    )
    .min(1)
    .max(20),
});

const MAX_BODY_BYTES = 4096;

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
  await countHouseAdEvents(context.get(appServices).db, parsed.events);
  return new Response(null, { status: 204 });
}
