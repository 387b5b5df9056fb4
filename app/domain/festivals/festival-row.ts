import type { festivals } from '~/db/schema/festivals';

/**
 * A festival as its table stores it. What a read returns (a card, a calendar's event, the API's festival)
 * picks its fields from here, so each field's type is written once, by the schema.
 */
export type FestivalRow = typeof festivals.$inferSelect;

/** Who, where and when: the fields every read of a festival starts from (`festivalBasics` selects them). */
export type FestivalBasics = Pick<
  FestivalRow,
  'id' | 'slug' | 'name' | 'location' | 'venue' | 'country' | 'dateStart' | 'dateEnd'
>;
