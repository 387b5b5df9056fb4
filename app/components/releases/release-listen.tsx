import { VideoFacade, youtubeWatchUrl } from '../video-facade';

/**
 * The release's player (`#listen`, where the cards' Play buttons lead): its audio preview, fetched only when
 * the reader presses play, and its video behind the click-to-load facade. Nothing when it has neither.
 */
export function ReleaseListen({
  name,
  preview,
  videoId,
}: {
  /** "Title by Artist". */
  name: string;
  preview: string | null;
  videoId: string | null;
}) {
  if (!preview && !videoId) return null;
  return (
    <section
      id="listen"
      aria-labelledby="listen-title"
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-border bg-surface p-5 outline-none sm:p-6"
    >
      <h2 id="listen-title" className="text-2xl font-bold">
        Listen
      </h2>
      {preview ? (
        <figure className="mt-4">
          <figcaption className="text-sm text-muted">Preview of {name}</figcaption>
          {/* Instrumental, without words to caption: the figcaption names what it plays. */}
          {/* eslint-disable-next-line jsx-a11y-x/media-has-caption */}
          <audio controls preload="none" src={preview} className="mt-2 w-full">
            Your browser does not support the audio element. <a href={preview}>Download the preview</a>.
          </audio>
        </figure>
      ) : null}
      {videoId ? (
        <div className="mt-4">
          <VideoFacade title={name} url={youtubeWatchUrl(videoId)} youtubeId={videoId} />
        </div>
      ) : null}
    </section>
  );
}
