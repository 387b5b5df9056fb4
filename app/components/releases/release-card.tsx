import { releaseHref } from '~/domain/releases/release-query';
import type { ReleaseCard as ReleaseCardData } from '~/domain/releases/releases.server';
import { formatLongDate } from '~/lib/format';
import { CoverImage } from '../cover-image';
import { ReleasePlayButton } from './release-play-button';
import { cardClass } from '../section-page';
import { Badge } from '../ui/badge';
import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';
import { KeptMarkup } from '~/rendering/kept-markup';

// A card is at most about 400 px wide (three columns of the 80rem page, four on a release page's row).
const COVER_WIDTHS = [320, 480, 640, 960, 1280] as const;
const COVER_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * A release in a list: square cover with its Play button, genre, title (the link to its page, stretched over
 * the card), artist, label and version, release date.
 */
export function ReleaseCard({
  release,
  headingLevel = 2,
  priority = false,
}: {
  release: ReleaseCardData;
  headingLevel?: 2 | 3;
  /** The first cover a reader sees: loaded at once. */
  priority?: boolean;
}) {
  const className = `${cardClass} group relative transition-colors hover:border-accent`;
  return (
    <KeptMarkup
      as="li"
      className={className}
      // The same release's card on every list it is on: rendered once for what it shows (decision 042). Not the
      // first: its cover is preloaded from the page's head, which a card rendered alone cannot reach.
      keep={!priority}
      component={ReleaseCardContent}
      props={{ release, headingLevel, priority }}
    />
  );
}

function ReleaseCardContent({
  release,
  headingLevel,
  priority,
}: {
  release: ReleaseCardData;
  headingLevel: 2 | 3;
  priority: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <div className="relative">
        {/* Decorative: the card's heading names the release. */}
        <CoverImage
          image={release.cover}
          alt=""
          sizes={COVER_SIZES}
          widths={COVER_WIDTHS}
          aspect="square"
          priority={priority}
          className="aspect-square w-full bg-surface-2 object-cover"
        />
        <ReleasePlayButton release={release} className="absolute right-4 bottom-4 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-5">
        <div>
          <Badge>{release.genre}</Badge>
        </div>
        <Heading className="mt-2 line-clamp-2 text-lg leading-snug font-bold">
          <PageLink
            to={releaseHref(release.slug)}
            prefetch="intent"
            className="after:absolute after:inset-0 hover:text-accent"
          >
            {release.title}
          </PageLink>
        </Heading>
        <p className="font-medium">{release.artist}</p>
        <p className="text-sm text-muted">
          {release.label}
          {release.version ? ` · ${release.version}` : ''}
        </p>
        <p className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm text-muted">
          <Icon name="calendar" className="h-4 w-4" />
          <span className="sr-only">Release date:</span>
          <time dateTime={release.releaseDate}>{formatLongDate(release.releaseDate)}</time>
        </p>
      </div>
    </>
  );
}
