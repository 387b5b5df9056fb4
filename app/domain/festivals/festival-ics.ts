import { nextDay } from './festival-dates';
import type { FestivalBasics, FestivalRow } from './festival-row';

// Festivals as iCalendar (RFC 5545): the subscribable calendar of every published festival (/festivals.ics) and
// one festival's "Add to calendar" file. Pure: the routes read the festivals and send what this writes.

export type CalendarFestival = FestivalBasics &
  Pick<FestivalRow, 'description' | 'saleStatus' | 'website' | 'ticketUrl' | 'updatedAt'> & {
    latitude: number | null;
    longitude: number | null;
  };

type Site = { name: string; url: string; absolute: (path: string) => string };

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11); other controls but tabs dropped. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/\p{Cc}/gu, (c) => (c === '\t' ? c : ''));
}

const encoder = new TextEncoder();

/**
 * A content line folded to lines of at most 75 octets (RFC 5545 3.1), each continuation starting with one
 * space, never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** `YYYYMMDD` of a calendar day, for VALUE=DATE. */
const icsDate = (date: string) => date.replaceAll('-', '');
/** `YYYYMMDDTHHMMSSZ` of an instant, in UTC. */
const icsStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Where the festival is, as one line: "De Schorre, Boom, Belgium". */
export const festivalPlace = (festival: Pick<CalendarFestival, 'venue' | 'location' | 'country'>) =>
  [festival.venue, festival.location, festival.country].filter(Boolean).join(', ');

function eventLines(festival: CalendarFestival, site: Site): string[] {
  const page = site.absolute(`/festivals/${festival.slug}`);
  const description = [
    festival.description,
    festival.ticketUrl ? `Tickets: ${festival.ticketUrl}` : '',
    festival.website ? `Official website: ${festival.website}` : '',
    `More on ${site.name}: ${page}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const hasPlace = festival.latitude !== null && festival.longitude !== null;
  return [
    'BEGIN:VEVENT',
    // Stable for the festival's life: calendars update the event they already hold instead of adding one.
    `UID:festival-${festival.id}@${new URL(site.url).hostname}`,
    // The last change of the festival, not the time of the request: the same festival gives the same bytes.
    `DTSTAMP:${icsStamp(festival.updatedAt)}`,
    `LAST-MODIFIED:${icsStamp(festival.updatedAt)}`,
    `DTSTART;VALUE=DATE:${icsDate(festival.dateStart)}`,
    // All-day events end on the day after their last day (DTEND is exclusive).
    `DTEND;VALUE=DATE:${icsDate(nextDay(festival.dateEnd))}`,
    `SUMMARY:${escapeText(festival.name)}`,
    `LOCATION:${escapeText(festivalPlace(festival))}`,
    ...(hasPlace ? [`GEO:${festival.latitude};${festival.longitude}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${page}`,
    `STATUS:${festival.saleStatus === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/**
 * An iCalendar document of the festivals: CRLF line ends, folded lines, escaped text. `calendar.name` titles it
 * in calendar apps (X-WR-CALNAME); apps that subscribe check back twice a day.
 */
export function renderFestivalCalendar(
  calendar: { name: string; description: string },
  festivals: readonly CalendarFestival[],
  site: Site,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(site.name)}//Festivals//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
    ...festivals.flatMap((festival) => eventLines(festival, site)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
