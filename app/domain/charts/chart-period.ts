// A chart's period as stored: an ISO week ("2026-W47") or a month ("2026-11"). Pure: the charts' queries, the
// filters and the screens share it.

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type Parsed = { kind: 'week'; year: number; week: number } | { kind: 'month'; year: number; month: number };

function parsePeriod(period: string): Parsed | null {
  const week = /^(\d{4})-W(\d{2})$/.exec(period);
  if (week) {
    const [year, number] = [Number(week[1]), Number(week[2])];
    return number >= 1 && number <= weeksInIsoYear(year) ? { kind: 'week', year, week: number } : null;
  }
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month) {
    const [year, number] = [Number(month[1]), Number(month[2])];
    return number >= 1 && number <= 12 ? { kind: 'month', year, month: number } : null;
  }
  return null;
}

/** 53 when the year's 1 January is a Thursday, or a Wednesday in a leap year; 52 otherwise (ISO 8601). */
function weeksInIsoYear(year: number): number {
  const weekday = (y: number) => (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400)) % 7;
  return weekday(year) === 4 || weekday(year - 1) === 3 ? 53 : 52;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What readers read: "Week 47, 2026", "November 2026"; a period in another form as it is stored. */
export function periodLabel(period: string): string {
  const parsed = parsePeriod(period);
  if (!parsed) return period;
  return parsed.kind === 'week'
    ? `Week ${parsed.week}, ${parsed.year}`
    : `${months[parsed.month - 1]} ${parsed.year}`;
}

/**
 * The period just before: the week before (week 1's is the last week of the year before, 52 or 53), the
 * month before. Null for a period in another form, which has no known predecessor.
 */
export function previousPeriod(period: string): string | null {
  const parsed = parsePeriod(period);
  if (!parsed) return null;
  if (parsed.kind === 'week')
    return parsed.week > 1
      ? `${parsed.year}-W${pad(parsed.week - 1)}`
      : `${parsed.year - 1}-W${pad(weeksInIsoYear(parsed.year - 1))}`;
  return parsed.month > 1 ? `${parsed.year}-${pad(parsed.month - 1)}` : `${parsed.year - 1}-12`;
}

/** When a period begins (UTC, ms): the Monday of an ISO week, the first of a month; null when unknown. */
function periodStart(period: string): number | null {
  const parsed = parsePeriod(period);
  if (!parsed) return null;
  if (parsed.kind === 'month') return Date.UTC(parsed.year, parsed.month - 1, 1);
  // Week 1 is the week with 4 January in it.
  const january4 = Date.UTC(parsed.year, 0, 4);
  const monday = january4 - ((new Date(january4).getUTCDay() + 6) % 7) * 86_400_000;
  return monday + (parsed.week - 1) * 7 * 86_400_000;
}

/**
 * Periods newest first by when they begin, so weeks and months interleave as on a calendar; periods in
 * another form come last, in reverse text order.
 */
export function newestPeriodsFirst(periods: readonly string[]): string[] {
  return [...periods].sort((a, b) => {
    const [startA, startB] = [periodStart(a), periodStart(b)];
    if (startA !== null && startB !== null && startA !== startB) return startB - startA;
    if ((startA === null) !== (startB === null)) return startA === null ? 1 : -1;
    return b.localeCompare(a);
  });
}
