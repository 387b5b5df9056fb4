import { useEffect, useRef, useState } from 'react';
import type { Movement } from '~/domain/content/chart-movement';
import { ChartMovementBadge } from './chart-movement-badge';
import { Icon } from './ui/icon';
import { VideoFacade, youtubeWatchUrl } from './video-facade';

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

const iconLinkClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-border text-text hover:border-accent hover:text-accent';

/**
 * A chart's entries, rank by rank: track, artist (and label), movement when given, a play control for an
 * entry with a video and a link to its source. Play opens one player at a time under its entry, behind the
 * click-to-load facade; without JavaScript it is a plain link to the video in a new tab.
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
  const [open, setOpen] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The player's own play control takes the focus, so a keyboard reader presses it next.
  useEffect(() => {
    if (open !== null) panel.current?.querySelector<HTMLElement>('a, iframe')?.focus();
  }, [open]);

  // Every row keeps a place for each kind of link the list has, so the controls line up in columns.
  const slot = <span aria-hidden="true" className="h-11 w-11 shrink-0" />;
  const anyVideo = entries.some((entry) => entry.embedId);
  const anySource = entries.some((entry) => entry.sourceUrl);

  return (
    <ol className="divide-y divide-border">
      {entries.map((entry) => {
        const name = `${entry.trackTitle} by ${entry.artist}`;
        const panelId = `${idPrefix}-player-${entry.rank}`;
        const playing = open === entry.rank;
        return (
          <li key={entry.rank} className="py-2">
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
                <a
                  href={youtubeWatchUrl(entry.embedId)}
                  target="_blank"
                  rel="noopener"
                  aria-expanded={playing}
                  aria-controls={panelId}
                  className={iconLinkClass}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    setOpen(playing ? null : entry.rank);
                  }}
                >
                  <Icon name={playing ? 'close' : 'play'} className="h-4 w-4" />
                  <span className="sr-only">{playing ? `Close the player of ${name}` : `Play ${name}`}</span>
                </a>
              ) : anyVideo ? (
                slot
              ) : null}
              {entry.sourceUrl ? (
                <a href={entry.sourceUrl} target="_blank" rel="noopener" className={iconLinkClass}>
                  <Icon name="external" className="h-4 w-4" />
                  <span className="sr-only">Source of {name} (opens in a new tab)</span>
                </a>
              ) : anySource ? (
                slot
              ) : null}
            </div>
            {entry.embedId ? (
              <div id={panelId} ref={playing ? panel : undefined} hidden={!playing} className="mt-3">
                {playing ? (
                  <VideoFacade
                    title={name}
                    url={youtubeWatchUrl(entry.embedId)}
                    youtubeId={entry.embedId}
                    autoPlay
                  />
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
