// The desk says every time in UTC, as the schedule field takes it: one clock for every editor.
const dateTime = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** "24 Nov 2026, 14:05 UTC". */
export const formatDeskTime = (value: string | Date) => `${dateTime.format(new Date(value))} UTC`;

/** A time as the schedule field (`datetime-local`, UTC) shows it: "2026-11-24T14:05". */
export const toDateTimeLocal = (value: string | Date) => new Date(value).toISOString().slice(0, 16);
