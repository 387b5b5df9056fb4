import { useEffect, useRef, useState } from 'react';
import type { SourceVideo } from '~/domain/content/source-posts.server';
import { formatTimeAgo } from '~/lib/format';
import { Icon } from '../ui/icon';
import { SectionHeading, sectionClass } from './section-heading';

/**
 * A video as a facade: nothing is requested from the video host until the reader clicks play, and then only
 * from its no-cookie domain. Without JavaScript the facade is a plain link to the video.
 */
function VideoFacade({ video }: { video: SourceVideo }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The link the reader pressed is gone: the player takes the focus, so the keyboard stays where they were.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  if (playing && video.youtubeId)
    return (
      <iframe
        ref={player}
        src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`}
        title={video.title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-xl border-0"
      />
    );
  return (
    <a
      href={video.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!video.youtubeId || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        setPlaying(true);
      }}
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-[radial-gradient(circle_at_30%_20%,var(--surface-2),var(--bg))]"
    >
      <span className="sr-only">{video.youtubeId ? `Play ${video.title}` : `Watch ${video.title}`}</span>
      <span
        aria-hidden="true"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-on-accent transition-transform group-hover:scale-110"
      >
        <Icon name="play" className="ml-1 h-6 w-6" />
      </span>
    </a>
  );
}

/** The newest videos of the video sources. */
export function FeaturedVideos({ videos, now }: { videos: SourceVideo[]; now: number }) {
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="videos-title" className={sectionClass}>
      <SectionHeading id="videos-title" title="Featured Videos" />
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {videos.map((video) => (
          <li key={video.id} className="flex flex-col gap-2">
            <VideoFacade video={video} />
            <h3 className="line-clamp-2 font-bold">{video.title}</h3>
            <p className="text-xs text-muted">
              {video.channel} · {formatTimeAgo(video.publishedAt, new Date(now))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
