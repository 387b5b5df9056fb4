import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Icon } from '../ui/icon';
import { VideoFacadeView, youtubeWatchUrl } from '../video-facade';

// A chart's play controls: each row with a video is an island of its own, and they share which player is
// open (one at a time on the page) through this module, which every row's island loads once.

let openPanel: string | null = null;
const listeners = new Set<() => void>();

function setOpenPanel(panelId: string | null) {
  openPanel = panelId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const useOpenPanel = () =>
  useSyncExternalStore(
    subscribe,
    () => openPanel,
    () => null,
  );

/** Play (or close) an entry's player; a plain link to the video in a new tab without JavaScript. */
export function ChartEntryPlayToggle({
  videoId,
  name,
  panelId,
  className,
}: {
  videoId: string;
  name: string;
  panelId: string;
  className: string;
}) {
  const playing = useOpenPanel() === panelId;
  return (
    <a
      href={youtubeWatchUrl(videoId)}
      target="_blank"
      rel="noopener"
      aria-expanded={playing}
      aria-controls={panelId}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        setOpenPanel(playing ? null : panelId);
      }}
    >
      <Icon name={playing ? 'close' : 'play'} className="h-4 w-4" />
      <span className="sr-only">{playing ? `Close the player of ${name}` : `Play ${name}`}</span>
    </a>
  );
}

/** The entry's player panel, under its row: the click-to-load facade, loaded at once as the reader asked. */
export function ChartEntryPlayer({
  videoId,
  name,
  panelId,
}: {
  videoId: string;
  name: string;
  panelId: string;
}) {
  const playing = useOpenPanel() === panelId;
  const panel = useRef<HTMLDivElement>(null);
  // The player's own play control takes the focus, so a keyboard reader presses it next.
  useEffect(() => {
    if (playing) panel.current?.querySelector<HTMLElement>('a, iframe')?.focus();
  }, [playing]);
  return (
    <div id={panelId} ref={panel} hidden={!playing} className="mt-3">
      {playing ? (
        <VideoFacadeView title={name} url={youtubeWatchUrl(videoId)} youtubeId={videoId} autoPlay />
      ) : null}
    </div>
  );
}
