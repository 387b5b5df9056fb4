import { isbot } from 'isbot';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { appServices, requestInfo } from '~/app-context.server';
import { adSlotKeys } from '~/domain/monetization/ad-slots.server';
import { countHouseAdEvents, houseAdTarget } from '~/domain/monetization/house-ad-counts.server';
import { clientLimiter } from '~/lib/rate-limiter';
import type { Route } from './+types/ad-click';

const clickParams = z.object({
  id: z.uuid(),
  // A link with another slot name still leads to the ad's page; its click is simply not counted.
  slot: z.enum(adSlotKeys).optional().catch(undefined),
});

/** Clicks a client may have counted a minute; more still lead on, uncounted. */
const clicksOf = clientLimiter({ limit: 20, windowMs: 60_000, maxClients: 10_000 });

/**
 * A click on a house ad: counted, then sent on to the ad's page. The target comes from the database, never
 * from the link, so this cannot be used to send readers elsewhere.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appServices);
  const parsed = clickParams.safeParse({
    id: params.id,
    slot: new URL(request.url).searchParams.get('slot'),
  });
  if (!parsed.success) throw data(null, { status: 404 });
  const target = await houseAdTarget(db, parsed.data.id);
  if (!target) throw data(null, { status: 404 });
  const { slot } = parsed.data;
  if (
    slot &&
    !isbot(request.headers.get('user-agent')) &&
    clicksOf(context.get(requestInfo).clientIp).allowed
  )
    await countHouseAdEvents(db, [{ adId: parsed.data.id, slotKey: slot, kind: 'click' }]);
  return redirect(target, { status: 303, headers: { 'Cache-Control': 'no-store' } });
}
