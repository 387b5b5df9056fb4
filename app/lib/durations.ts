// A release's running times as readers and search engines read them. Pure.

const whole = (seconds: number) => Math.max(0, Math.round(seconds));

/** A track's length as a clock reads it: "6:05", "1:02:09" past an hour. */
export function trackTime(seconds: number): string {
  const total = whole(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A release's running time in words: "42 min", "1 hr 5 min" (rounded to the minute, at least 1 min). */
export function runningTime(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} hr` : `${hours} hr ${minutes % 60} min`;
}

/** ISO 8601 duration, as schema.org wants it: "PT6M5S", "PT1H2M9S", "PT0S". */
export function isoDuration(seconds: number): string {
  const total = whole(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
  return `PT${parts || '0S'}`;
}
