import type { SourceVideo } from '~/domain/home/source-posts.server';
import { formatTimeAgo } from '~/lib/format';
import { VideoFacade } from '../video-facade';
import { SectionHeading, sectionClass } from './section-heading';

/** The newest videos of the video sources. */
export function FeaturedVideos({ videos, now }: { videos: SourceVideo[]; now: number }) {
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="videos-title" className={sectionClass}>
      <SectionHeading id="videos-title" title="Featured Videos" />
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {videos.map((video) => (
          <li key={video.id} className="flex flex-col gap-2">
            <VideoFacade title={video.title} url={video.url} youtubeId={video.youtubeId} />
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
