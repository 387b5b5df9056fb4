import { instantsAt, wallTimeIn } from '~/lib/zoned-time';

// The five-field cron expressions our schedules use (minute hour day-of-month month day-of-week; `*`, numbers,
// lists, ranges and steps), read on a time zone's clock: when a schedule runs next, and how to say it. Pure.

type CronFields = {
  minutes: number[];
  hours: number[];
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  /** Cron's rule: when both day fields are restricted, a day matching either runs. */
  anyDay: boolean;
  dayRestricted: boolean;
  weekdayRestricted: boolean;
};

function parseField(text: string, min: number, max: number): number[] | null {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return null;
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1) return null;
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

function parseCron(expression: string): CronFields | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minuteText, hourText, dayText, monthText, weekdayText] = fields as [
    string,
    string,
    string,
    string,
    string,
  ];
  const minutes = parseField(minuteText, 0, 59);
  const hours = parseField(hourText, 0, 23);
  const days = parseField(dayText, 1, 31);
  const months = parseField(monthText, 1, 12);
  // 0 and 7 are both Sunday.
  const weekdays = parseField(weekdayText, 0, 7)?.map((day) => day % 7);
  if (!minutes || !hours || !days || !months || !weekdays) return null;
  const dayRestricted = !dayText.startsWith('*');
  const weekdayRestricted = !weekdayText.startsWith('*');
  return {
    minutes,
    hours,
    days: new Set(days),
    months: new Set(months),
    weekdays: new Set(weekdays),
    anyDay: dayRestricted && weekdayRestricted,
    dayRestricted,
    weekdayRestricted,
  };
}

function dayMatches(fields: CronFields, date: Date): boolean {
  if (!fields.months.has(date.getUTCMonth() + 1)) return false;
  const day = fields.days.has(date.getUTCDate());
  const weekday = fields.weekdays.has(date.getUTCDay());
  if (fields.anyDay) return day || weekday;
  return (!fields.dayRestricted || day) && (!fields.weekdayRestricted || weekday);
}

const DAY_MS = 86_400_000;
/** Far enough for any expression that can run at all (29 February on a Monday recurs within 28 years). */
const SEARCH_DAYS = 366 * 29;

/**
 * The first moment after `from` at which a cron expression runs on the clocks of `timeZone`, or null for an
 * expression that is not valid (or never runs). Across daylight-saving changes it follows the wall clock:
 * Friday 09:00 in Berlin is 08:00 UTC in winter and 07:00 UTC in summer; a time the clocks skip does not run,
 * and a time they show twice runs at both moments.
 */
export function nextCronRun(expression: string, timeZone: string, from: Date): Date | null {
  const fields = parseCron(expression);
  if (!fields) return null;
  // Whole minutes strictly after `from`.
  const start = Math.floor(from.getTime() / 60_000) * 60_000 + 60_000;
  const wall = wallTimeIn(timeZone, start);
  const firstDay = Date.UTC(wall.year, wall.month - 1, wall.day);
  const startMinute = wall.hour * 60 + wall.minute;
  for (let offset = 0; offset < SEARCH_DAYS; offset++) {
    const date = new Date(firstDay + offset * DAY_MS);
    if (!dayMatches(fields, date)) continue;
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    for (const hour of fields.hours)
      for (const minute of fields.minutes) {
        // Times more than the largest clock change (an hour) before the start cannot come after it.
        if (offset === 0 && hour * 60 + minute < startMinute - 60) continue;
        const next = instantsAt(timeZone, { ...day, hour, minute }).find((instant) => instant >= start);
        if (next !== undefined) return new Date(next);
      }
  }
  return null;
}

const weekdayNames = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];
const two = (n: number) => String(n).padStart(2, '0');

/** The expression in words for the patterns we schedule ("Fridays at 09:00"); others as they are written. */
export function describeCron(expression: string): string {
  const fields = parseCron(expression);
  const [minuteText, hourText, dayText, monthText, weekdayText] = expression.trim().split(/\s+/);
  if (!fields || dayText !== '*' || monthText !== '*') return `cron ${expression.trim()}`;
  const oneMinute = fields.minutes.length === 1 ? fields.minutes[0]! : undefined;
  const oneHour = fields.hours.length === 1 ? fields.hours[0]! : undefined;
  const oneWeekday = fields.weekdays.size === 1 ? [...fields.weekdays][0]! : undefined;
  if (hourText === '*' && weekdayText === '*') {
    if (minuteText === '*') return 'Every minute';
    const step = /^\*\/(\d+)$/.exec(minuteText ?? '');
    if (step) return `Every ${step[1]} minutes`;
    if (oneMinute !== undefined) return `Every hour at minute ${oneMinute}`;
  }
  if (oneMinute !== undefined && oneHour !== undefined) {
    const time = `${two(oneHour)}:${two(oneMinute)}`;
    if (weekdayText === '*') return `Daily at ${time}`;
    if (oneWeekday !== undefined) return `${weekdayNames[oneWeekday]} at ${time}`;
  }
  return `cron ${expression.trim()}`;
}
