import { isbot } from 'isbot';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { countHouseAdEvents, houseAdTarget } from '~/domain/monetization/house-ad-counts.server';
import type { Route } from './+types/ad-click';

const clickParams = z.object({
  id: z.uuid(),
  slot: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .catch('unknown'),
});

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
  if (!isbot(request.headers.get('user-agent')))
    await countHouseAdEvents(db, [{ adId: parsed.data.id, slotKey: parsed.data.slot, kind: 'click' }]);
  return redirect(target, { status: 303, headers: { 'Cache-Control': 'no-store' } });
}
