import { appServices } from '~/app-context.server';
import { listCalendarFestivals } from '~/domain/festivals/festival-calendar.server';
import type { Route } from './+types/festivals-calendar';
import { calendarResponse } from './festival-calendar-response.server';

/** /festivals.ics: every published festival, a calendar readers subscribe to. */
export async function loader(args: Route.LoaderArgs) {
  const { db, config } = args.context.get(appServices);
  return calendarResponse(
    args,
    {
      name: `${config.SITE_NAME} Festivals`,
      description: `Electronic music festivals listed on ${config.SITE_NAME}, with their dates and places.`,
    },
    await listCalendarFestivals(db),
  );
}
