// Times on the desk, as text the server and the browser write alike (a fixed zone, en-US).
import { formatFullDateTime } from '~/lib/format';

/** "Nov 27, 2026, 09:00 UTC": every time on the desk, one clock for every editor. */
export const formatDeskTime = formatFullDateTime;

/** A time as the schedule field (`datetime-local`, UTC) shows it: "2026-11-24T14:05". */
export const toDateTimeLocal = (value: string | Date) => new Date(value).toISOString().slice(0, 16);

const zoned = new Map<string, Intl.DateTimeFormat>();

/** "Fri, Nov 27, 09:00" on the clocks of `timeZone` (a schedule's next run, in the zone it runs on). */
export function formatZonedTime(value: Date | string, timeZone: string): string {
  let format = zoned.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    zoned.set(timeZone, format);
  }
  return format.format(new Date(value));
}
