import { formatTimeAgo } from '~/lib/format';
import { formatZonedTime } from './desk-time';

type Schedule = {
  name: string;
  title: string;
  cron: string;
  timeZone: string;
  every: string;
  nextRun: Date | string | null;
};

/** "in 3 days": how far off a time is, from `now`. */
function fromNow(value: Date | string, now: Date): string {
  const ago = formatTimeAgo(now, new Date(value));
  return ago === 'just now' ? 'within a minute' : `in ${ago.replace(/ ago$/, '')}`;
}

/** The schedules pg-boss holds, with when each runs next on its own time zone's clock. */
export function ScheduleList({ schedules, now }: { schedules: Schedule[] | null; now: Date | string }) {
  if (!schedules)
    return (
      <p className="text-muted">
        This web process does not run the job queue, so it cannot read the schedules.
      </p>
    );
  if (schedules.length === 0)
    return <p className="text-muted">No schedules yet: a worker writes them when it starts.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Job
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Runs
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Next run
            </th>
          </tr>
        </thead>
        <tbody>
          {schedules.map((schedule) => (
            <tr key={schedule.name} className="border-t border-border">
              <th scope="row" className="px-4 py-2 font-semibold">
                {schedule.title}
                <span className="block font-normal text-muted">{schedule.name}</span>
              </th>
              <td className="px-4 py-2">
                {schedule.every}
                <span className="block text-muted">
                  <code>{schedule.cron}</code> · {schedule.timeZone}
                </span>
              </td>
              <td className="px-4 py-2">
                {schedule.nextRun ? (
                  <>
                    <time dateTime={new Date(schedule.nextRun).toISOString()}>
                      {formatZonedTime(schedule.nextRun, schedule.timeZone)}
                    </time>
                    <span className="block text-muted">{fromNow(schedule.nextRun, new Date(now))}</span>
                  </>
                ) : (
                  <span className="text-muted">Not known</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
