import type { festivalSaleStatuses } from '~/db/schema/festivals';

/** Where a festival stands against today's date, as the home page's tracker shows it. */
export type FestivalPhase = 'upcoming' | 'happening' | 'ended';

/** Dates are calendar days (`YYYY-MM-DD`), so they compare as strings. */
export function festivalPhase(dateStart: string, dateEnd: string, today: string): FestivalPhase {
  if (today < dateStart) return 'upcoming';
  if (today > dateEnd) return 'ended';
  return 'happening';
}

/** Whole days from `today` until `date` (negative once it has passed). */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Today's calendar day in UTC, the zone festival dates are compared in. */
export const calendarDay = (now: Date) => now.toISOString().slice(0, 10);

export type SaleStatus = (typeof festivalSaleStatuses)[number];

/** The reading spec's names of a festival's ticket status. */
export const saleStatusLabels: Record<SaleStatus, string> = {
  on_sale: 'On Sale',
  sold_out: 'Sold Out',
  coming_soon: 'Coming Soon',
  cancelled: 'Cancelled',
};

/** Whether tickets can be bought: a ticket link, neither sold out nor cancelled, and the festival not over. */
export function ticketsAvailable(festival: {
  saleStatus: SaleStatus;
  ticketUrl: string | null;
  past: boolean;
}): festival is { saleStatus: SaleStatus; ticketUrl: string; past: false } {
  return (
    Boolean(festival.ticketUrl) &&
    festival.saleStatus !== 'sold_out' &&
    festival.saleStatus !== 'cancelled' &&
    !festival.past
  );
}
