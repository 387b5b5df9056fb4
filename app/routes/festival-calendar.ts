import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { getCalendarFestival } from '~/domain/festivals/festival-calendar.server';
import type { Route } from './+types/festival-calendar';
import { calendarResponse } from './festival-calendar-response.server';

/** /festivals/{slug}/calendar.ics: one festival, for "Add to calendar". Unknown or unpublished: 404. */
export async function loader(args: Route.LoaderArgs) {
  const { db, config, logger } = args.context.get(appServices);
  const festival = await getCalendarFestival(db, args.params.slug);
  if (!festival) {
    logger.warn({ path: new URL(args.request.url).pathname }, 'page not found: unknown festival');
    throw data(null, { status: 404 });
  }
  return calendarResponse(
    args,
    { name: festival.name, description: `${festival.name} on ${config.SITE_NAME}` },
    [festival],
    festival.slug,
  );
}
