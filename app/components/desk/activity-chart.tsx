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
      <svg
        role="img"
        aria-labelledby="activity-chart-title"
        aria-describedby="activity-chart-desc"
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full"
      >
        <title id="activity-chart-title">New items and stories per hour, last 7 days</title>
        <desc id="activity-chart-desc">{summary}</desc>
        <line
          x1={box.left}
          x2={box.width}
          y1={geometry.baseline}
          y2={geometry.baseline}
          className="stroke-border"
        />
        <line
          x1={box.left}
          x2={box.width}
          y1={box.top}
          y2={box.top}
          className="stroke-border"
          strokeDasharray="2 4"
        />
        <text x={box.left - 6} y={box.top + 4} textAnchor="end" className="fill-muted text-[10px]">
          {geometry.ceiling}
        </text>
        <text x={box.left - 6} y={geometry.baseline} textAnchor="end" className="fill-muted text-[10px]">
          0
        </text>
        {geometry.dayTicks.map((tick) => (
          <g key={tick.x}>
            <line x1={tick.x} x2={tick.x} y1={box.top} y2={geometry.baseline + 4} className="stroke-border" />
            <text
              // A day starting near the right edge is labelled to the left of its line, inside the drawing.
              x={tick.x > box.width - 40 ? tick.x - 3 : tick.x + 3}
              y={box.height - 6}
              textAnchor={tick.x > box.width - 40 ? 'end' : 'start'}
              className="fill-muted text-[10px]"
            >
              {tick.label}
            </text>
          </g>
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
