import type { ReleaseTrack } from '~/domain/releases/releases.server';
import { isoDuration, trackTime } from '~/lib/durations';
import { Badge } from '../ui/badge';

/** A release's tracks in order: number, title, a Featured badge on the featured ones, and length (m:ss). */
export function ReleaseTracklist({ tracks }: { tracks: ReleaseTrack[] }) {
  return (
    <section aria-labelledby="tracklist-title" className="mt-10">
      <h2 id="tracklist-title" className="text-2xl font-bold">
        Tracklist
      </h2>
      <ol className="mt-4 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
        {tracks.map((track) => (
          <li key={track.position} className="flex items-center gap-4 px-4 py-3 sm:px-5">
            <span className="w-6 shrink-0 text-right text-sm text-muted tabular-nums">{track.position}</span>
            <span className="min-w-0 flex-1 font-medium break-words">{track.title}</span>
            {track.featured ? <Badge>Featured</Badge> : null}
            {track.durationSeconds === null ? null : (
              <time dateTime={isoDuration(track.durationSeconds)} className="text-sm text-muted tabular-nums">
                {trackTime(track.durationSeconds)}
              </time>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
