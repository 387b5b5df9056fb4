/**
 * The calendar of follow alerts is Berlin's, like the Friday digest's: "one alert per entity a day" counts
 * days there (in SQL, by publication) and the daily round-up goes out on its morning, summer and winter.
 */
const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The round-up of a day goes out the next morning from this hour (Berlin), not at midnight. */
const ROUND_UP_HOUR = 7;

function parts(at: Date) {
  const found = Object.fromEntries(berlinParts.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${found.year}-${found.month}-${found.day}`, hour: Number(found.hour) };
}

const dayBefore = (day: string): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * Round-ups of days before the answer are due at `now`: yesterday's from ROUND_UP_HOUR this morning, and
 * before that only the days before yesterday (a round-up a worker missed goes out as soon as it runs).
 */
export function roundUpsDueBefore(now: Date): string {
  const { day, hour } = parts(now);
  return hour >= ROUND_UP_HOUR ? day : dayBefore(day);
}
