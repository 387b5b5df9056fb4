import type { Movement } from '~/domain/charts/chart-movement';
import { island } from '~/islands/island';
import { ChartEntryPlayer, ChartEntryPlayToggle } from './chart-entry-player';
import { ChartMovementBadge } from './chart-movement-badge';
import { Icon } from '../ui/icon';

type Entry = {
  rank: number;
  trackTitle: string;
  artist: string;
  label?: string | null;
  embedId: string | null;
  sourceUrl: string | null;
  /** Since the previous chart; left out where no movement is shown. */
  movement?: Movement | null;
};

type RowProps = {
  entry: Entry;
  /** Names the entry's player panel; unique on the page. */
  panelId: string;
  showMovement: boolean;
  /** Whether the list has any entry with a video, any with a source: the row keeps their columns. */
  videoColumn: boolean;
  sourceColumn: boolean;
};

const iconLinkClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-border text-text hover:border-accent hover:text-accent';

/** One entry's row, and under it the player panel of an entry with a video (an island: the row's own track). */
export function ChartEntryRowView({ entry, panelId, showMovement, videoColumn, sourceColumn }: RowProps) {
  const name = `${entry.trackTitle} by ${entry.artist}`;
  // Every row keeps a place for each kind of link the list has, so the controls line up in columns.
  const slot = <span aria-hidden="true" className="h-11 w-11 shrink-0" />;
  return (
    <>
      <div className="flex items-center gap-2 sm:gap-3">
        <span className="w-6 shrink-0 text-right sm:w-7 text-lg font-extrabold text-accent tabular-nums">
          <span className="sr-only">Rank </span>
          {entry.rank}
        </span>
        {showMovement && entry.movement ? <ChartMovementBadge movement={entry.movement} /> : null}
        <p className="min-w-0 flex-1 leading-snug break-words">
          <span className="block font-semibold sm:truncate">{entry.trackTitle}</span>
          <span className="block text-sm text-muted sm:truncate">
            {entry.artist}
            {entry.label ? <span> · {entry.label}</span> : null}
          </span>
        </p>
        {entry.embedId ? (
          <ChartEntryPlayToggle
            videoId={entry.embedId}
            name={name}
            panelId={panelId}
            className={iconLinkClass}
          />
        ) : videoColumn ? (
          slot
        ) : null}
        {entry.sourceUrl ? (
          <a href={entry.sourceUrl} target="_blank" rel="noopener" className={iconLinkClass}>
            <Icon name="external" className="h-4 w-4" />
            <span className="sr-only">Source of {name} (opens in a new tab)</span>
          </a>
        ) : sourceColumn ? (
          slot
        ) : null}
      </div>
      {entry.embedId ? <ChartEntryPlayer videoId={entry.embedId} name={name} panelId={panelId} /> : null}
    </>
  );
}

const ChartEntryRow = island('chart-entry', ChartEntryRowView);

/**
 * A chart's entries, rank by rank: track, artist (and label), movement when given, a play control for an
 * entry with a video and a link to its source. Play opens one player at a time under its entry, behind the
 * click-to-load facade; without JavaScript it is a plain link to the video in a new tab. Only rows with a
 * video run in the browser, each with its own entry as props.
 */
export function ChartEntries({
  entries,
  idPrefix,
  showMovement = false,
}: {
  entries: Entry[];
  /** Unique on the page (the chart's slug): names each entry's player panel. */
  idPrefix: string;
  showMovement?: boolean;
}) {
  const videoColumn = entries.some((entry) => entry.embedId);
  const sourceColumn = entries.some((entry) => entry.sourceUrl);
  return (
    <ol className="divide-y divide-border">
      {entries.map((entry) => {
        const row: RowProps = {
          // Only what the row draws: a chart's entries may carry more than that.
          entry: {
            rank: entry.rank,
            trackTitle: entry.trackTitle,
            artist: entry.artist,
            label: entry.label ?? null,
            embedId: entry.embedId,
            sourceUrl: entry.sourceUrl,
            movement: showMovement ? (entry.movement ?? null) : null,
          },
          panelId: `${idPrefix}-player-${entry.rank}`,
          showMovement,
          videoColumn,
          sourceColumn,
        };
        return (
          <li key={entry.rank} className="py-2">
            {entry.embedId ? <ChartEntryRow {...row} /> : <ChartEntryRowView {...row} />}
          </li>
        );
      })}
    </ol>
  );
}
