import { useSyncExternalStore } from 'react';
import { releaseHref } from '~/domain/releases/release-query';
import type { ReleaseCard } from '~/domain/releases/releases.server';
import { island } from '~/islands/island';
import { Icon } from '../ui/icon';

// The Play button of a release card. With JavaScript, a release with an audio preview plays it in place:
// one card at a time, pressed again to pause (an island per button, sharing one player through this module).
// A release with only a video, and every release without JavaScript, links to its page's player (`#listen`),
// where the reader chooses to load it.

type PreviewState = { src: string | null; playing: boolean };

const idle: PreviewState = { src: null, playing: false };
let state = idle;
const listeners = new Set<() => void>();
let audio: HTMLAudioElement | null = null;

function setState(next: PreviewState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The one player every card shares, made on the first press (nothing is fetched before it). */
function player(): HTMLAudioElement {
  if (audio) return audio;
  const made = new Audio();
  made.preload = 'none';
  // The element's own events decide what the buttons show: a new source's `pause` comes before its `play`.
  made.addEventListener('play', () => setState({ src: state.src, playing: true }));
  made.addEventListener('pause', () => setState({ src: state.src, playing: false }));
  made.addEventListener('ended', () => setState({ src: state.src, playing: false }));
  made.addEventListener('error', () => setState(idle));
  // One sound at a time: another player on the page that starts (the release page's own) pauses the card's.
  // The shared player is not in the document, so its own events never reach this listener.
  document.addEventListener('play', () => made.pause(), true);
  audio = made;
  return made;
}

function togglePreview(src: string) {
  const sound = player();
  if (state.src === src && state.playing) {
    sound.pause();
    return;
  }
  for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video')) media.pause();
  if (state.src !== src) sound.src = src;
  setState({ src, playing: true });
  sound.play().catch((error: unknown) => {
    // Pressed again or another card chosen before it started: the newer press decides.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    if (state.src === src) setState(idle);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // The last card left (another page of the list, another page of the site): the preview stops with it.
    if (listeners.size === 0) audio?.pause();
  };
}

const usePreview = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => idle,
  );

const noChange = () => () => undefined;
/** False while the server renders and the browser hydrates, true once the page runs its scripts. */
const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

const buttonClass =
  'inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent text-on-accent shadow-lg shadow-black/40 transition-transform hover:scale-105 hover:bg-accent-strong';

type PlayProps = {
  release: Pick<ReleaseCard, 'slug' | 'title' | 'artist' | 'preview' | 'videoId'>;
  className?: string;
};

function ListenLink({ release, className = '' }: PlayProps) {
  return (
    <a
      href={`${releaseHref(release.slug)}#listen`}
      aria-label={`Play ${release.title} by ${release.artist}`}
      className={`${buttonClass} ${className}`}
    >
      <Icon name="play" className="ml-0.5 h-5 w-5" />
    </a>
  );
}

/** The button of a release with an audio preview: the page's link until the page runs its scripts. */
export function PreviewButtonView({ release, className = '' }: PlayProps) {
  const hydrated = useHydrated();
  const preview = usePreview();
  const name = `${release.title} by ${release.artist}`;
  if (!hydrated || !release.preview) return <ListenLink release={release} className={className} />;
  const src = release.preview;
  const playing = preview.src === src && preview.playing;
  return (
    <button
      type="button"
      aria-label={`${playing ? 'Pause' : 'Play'} ${name}`}
      data-playing={playing ? '' : undefined}
      onClick={() => togglePreview(src)}
      className={`${buttonClass} ${playing ? 'ring-4 ring-accent/40' : ''} ${className}`}
    >
      <Icon name={playing ? 'pause' : 'play'} className={`h-5 w-5 ${playing ? '' : 'ml-0.5'}`} />
    </button>
  );
}

const PreviewButton = island('release-preview', PreviewButtonView);

/** A release card's Play button: nothing without a preview or a video; only a preview's runs in the browser. */
export function ReleasePlayButton({ release, className }: PlayProps) {
  if (release.preview)
    return (
      <PreviewButton
        release={{
          slug: release.slug,
          title: release.title,
          artist: release.artist,
          preview: release.preview,
          videoId: release.videoId,
        }}
        className={className}
      />
    );
  return release.videoId ? <ListenLink release={release} className={className} /> : null;
}
