import { useLayoutEffect, useRef, useState } from 'react';
import { island } from '~/islands/island';
import { Icon } from './ui/icon';

/** The watch page of a YouTube video, for the facade's link without JavaScript. */
export const youtubeWatchUrl = (videoId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

type VideoFacadeProps = {
  /** What the video is, for the button's name and the player's title. */
  title: string;
  /** Where the video lives, for readers without JavaScript. */
  url: string;
  youtubeId: string | null;
  className?: string;
  /**
   * Load the player at once: for a facade that appears only because the reader just asked to play (a chart
   * row's play control), so one click plays, not two.
   */
  autoPlay?: boolean;
};

/**
 * A video as a facade: nothing is requested from the video host until the reader clicks play, and then only
 * from its no-cookie domain. Without JavaScript (or without a YouTube id) the facade is a plain link to the
 * video, opened in a new tab.
 */
export function VideoFacadeView({
  title,
  url,
  youtubeId,
  className = 'rounded-xl',
  autoPlay = false,
}: VideoFacadeProps) {
  const [playing, setPlaying] = useState(autoPlay);
  const player = useRef<HTMLIFrameElement>(null);
  // The link the reader pressed is gone: the player takes the focus as soon as it is on the page, so the
  // keyboard stays where they were.
  useLayoutEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  if (playing && youtubeId)
    return (
      <iframe
        ref={player}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        // Loading the player can leave the focus on the page itself; it goes back to the player then.
        onLoad={() => {
          if (document.activeElement === document.body) player.current?.focus();
        }}
        className={`aspect-video w-full border-0 ${className}`}
      />
    );
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!youtubeId || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        setPlaying(true);
      }}
      className={`group relative flex aspect-video w-full items-center justify-center overflow-hidden bg-[radial-gradient(circle_at_30%_20%,var(--surface-2),var(--bg))] ${className}`}
    >
      <span className="sr-only">{youtubeId ? `Play ${title}` : `Watch ${title}`}</span>
      <span
        aria-hidden="true"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-on-accent transition-transform group-hover:scale-110"
      >
        <Icon name="play" className="ml-1 h-6 w-6" />
      </span>
    </a>
  );
}

const VideoFacadeIsland = island('video-facade', VideoFacadeView);

/** A video on a page: an island where it can play in place, a plain link where it cannot (no YouTube id). */
export function VideoFacade(props: VideoFacadeProps) {
  return props.youtubeId ? <VideoFacadeIsland {...props} /> : <VideoFacadeView {...props} />;
}
