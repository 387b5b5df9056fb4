import { dailyTotals, type ActivityHour } from '~/domain/operations/hourly-series';
import { formatNumber } from '~/lib/format';
import { activityChartBox, activityChartGeometry } from './activity-chart-geometry';
import { formatDeskTime } from './desk-time';

/**
 * New feed items (bars) and new stories (line) per hour over the window, drawn as SVG on the server: no
 * script draws it. Screen readers get its title and a summary; everyone can open the numbers by day.
 */
export function ActivityChart({ series }: { series: ActivityHour[] }) {
  const box = activityChartBox;
  const geometry = activityChartGeometry(series, box);
  const items = series.reduce((sum, hour) => sum + hour.items, 0);
  const newStories = series.reduce((sum, hour) => sum + hour.stories, 0);
  const busiest = series.reduce<ActivityHour | undefined>(
    (best, hour) => (!best || hour.items > best.items ? hour : best),
    undefined,
  );
  const summary =
    `${formatNumber(items)} new items and ${formatNumber(newStories)} new stories in the last 7 days` +
    (busiest && busiest.items > 0
      ? `; the busiest hour was ${formatDeskTime(busiest.hour)} with ${formatNumber(busiest.items)} items.`
      : '.');
  return (
    <figure className="rounded-2xl border border-border bg-surface p-4">
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <YAxis ceiling={geometry.ceiling} top={box.top} baseline={geometry.baseline} height={box.height} />
        <svg
          role="img"
          aria-labelledby="activity-chart-title"
          aria-describedby="activity-chart-desc"
          viewBox={`0 0 ${box.width} ${box.height}`}
          className="h-auto w-full overflow-visible"
        >
          <title id="activity-chart-title">New items and stories per hour, last 7 days</title>
          <desc id="activity-chart-desc">{summary}</desc>
          <line
            x1={0}
            x2={box.width}
            y1={geometry.baseline}
            y2={geometry.baseline}
            className="stroke-border"
          />
          <line
            x1={0}
            x2={box.width}
            y1={box.top}
            y2={box.top}
            className="stroke-border"
            strokeDasharray="2 4"
          />
          {geometry.dayTicks.map((tick) => (
            <line
              key={tick.x}
              x1={tick.x}
              x2={tick.x}
              y1={box.top}
              y2={geometry.baseline + 4}
              className="stroke-border"
            />
          ))}
          {geometry.bars.map((bar) => (
            <rect
              key={bar.hour}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              className="fill-accent"
            />
          ))}
          <path d={geometry.line} fill="none" strokeWidth={1.5} className="stroke-positive" />
        </svg>
        <DayLabels ticks={geometry.dayTicks} width={box.width} />
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-accent" /> New feed items (by
          publication hour)
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-positive" /> New stories (by first
          item)
        </span>
        <span>Hours in UTC.</span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold">The numbers by day</summary>
        <table className="mt-2 w-full max-w-md text-left">
          <caption className="sr-only">New items and new stories per day (UTC), last 7 days</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Items
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Stories
              </th>
            </tr>
          </thead>
          <tbody>
            {dailyTotals(series).map((day) => (
              <tr key={day.day} className="border-t border-border">
                <th scope="row" className="py-1 font-normal">
                  {day.day}
                </th>
                <td className="py-1 text-right tabular-nums">{formatNumber(day.items)}</td>
                <td className="py-1 text-right tabular-nums">{formatNumber(day.stories)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

// The axes' labels are HTML, not SVG text: the drawing scales to its width (to a third on a phone), and
// text inside it would shrink with it. Hidden from screen readers, which get the summary and the table.

/** The scale's top and zero, level with their lines; the top's figure, unseen, sizes the column. */
function YAxis({
  ceiling,
  top,
  baseline,
  height,
}: {
  ceiling: number;
  top: number;
  baseline: number;
  height: number;
}) {
  return (
    <div aria-hidden="true" className="relative text-right text-xs text-muted tabular-nums">
      <span className="invisible">{formatNumber(ceiling)}</span>
      <span className="absolute right-0 -translate-y-1/2" style={{ top: percent(top, height) }}>
        {formatNumber(ceiling)}
      </span>
      <span className="absolute right-0 -translate-y-1/2" style={{ top: percent(baseline, height) }}>
        0
      </span>
    </div>
  );
}

/** Each day's name below its tick; on a phone just the date ("27"), so seven fit side by side. */
function DayLabels({ ticks, width }: { ticks: { x: number; label: string }[]; width: number }) {
  return (
    <div aria-hidden="true" className="relative col-start-2 mt-1 h-5 text-xs whitespace-nowrap text-muted">
      {ticks.map((tick) => {
        const [weekday, date] = tick.label.split(' ');
        // A day starting near the right edge is labelled to the left of its line, inside the chart.
        const nearEnd = tick.x > width * 0.94;
        return (
          <span
            key={tick.x}
            className={`absolute top-0 ${nearEnd ? '-translate-x-full pr-1' : 'pl-1'}`}
            style={{ left: percent(tick.x, width) }}
          >
            <span className="max-sm:hidden">{weekday} </span>
            {date}
          </span>
        );
      })}
    </div>
  );
}
