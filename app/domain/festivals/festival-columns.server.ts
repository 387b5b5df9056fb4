import { festivals } from '~/db/schema/festivals';
import type { FestivalBasics } from './festival-row';

/** Who, where and when: the columns every read of a festival starts from (cards, pages, calendars, the API). */
export const festivalBasics = {
  id: festivals.id,
  slug: festivals.slug,
  name: festivals.name,
  location: festivals.location,
  venue: festivals.venue,
  country: festivals.country,
  dateStart: festivals.dateStart,
  dateEnd: festivals.dateEnd,
} satisfies Record<keyof FestivalBasics, unknown>;
