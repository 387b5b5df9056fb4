// Wall-clock time in a named time zone (the Friday jobs run on Europe/Berlin's clock), from the platform's
// time-zone data. Pure: no clock is read here.

/** A moment as a clock on the wall of a time zone shows it; `weekday` 0 is Sunday, `month` 1 is January. */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** What the clocks of `timeZone` show at `instant` (milliseconds are dropped). */
export function wallTimeIn(timeZone: string, instant: Date | number): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** How far the zone's clocks are ahead of UTC at `instant`, in milliseconds (Berlin: one or two hours). */
function offsetAt(timeZone: string, instant: number): number {
  const wall = wallTimeIn(timeZone, instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instants at which the zone's clocks show this date and time, earliest first: one on most days, none
 * when the clocks jump over it (02:30 on the last Sunday of March in Berlin), two when they show it twice
 * (02:30 on the last Sunday of October).
 */
export function instantsAt(
  timeZone: string,
  wall: { year: number; month: number; day: number; hour: number; minute: number },
): number[] {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // A day either side, the offsets before and after any change near this time.
  const offsets = new Set([offsetAt(timeZone, asUtc - 86_400_000), offsetAt(timeZone, asUtc + 86_400_000)]);
  return [...offsets]
    .map((offset) => asUtc - offset)
    .filter((instant) => offsetAt(timeZone, instant) === asUtc - instant)
    .sort((a, b) => a - b);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date (YYYY-MM-DD) on the calendars of `timeZone` at `instant`. */
export function wallDateIn(timeZone: string, instant: Date | number): string {
  const wall = wallTimeIn(timeZone, instant);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}
