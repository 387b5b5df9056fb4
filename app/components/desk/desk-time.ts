// Times on the desk, as text the server and the browser write alike (a fixed zone, en-US).

const utcTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "Nov 27, 09:00 UTC". */
export const formatDeskTime = (value: Date | string) => `${utcTime.format(new Date(value))} UTC`;

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
