import type { TrendingArtist } from '~/domain/home/trending.server';
import { SectionHeading, sectionClass } from './section-heading';
import { PageLink } from '~/components/page-link';
import { KeptMarkup } from '~/rendering/kept-markup';

/** "+3 on last week", "new this week", "−2 on last week" or "as last week". */
function change(artist: TrendingArtist): { text: string; className: string } {
  if (artist.previousCount === 0) return { text: 'New this week', className: 'text-positive' };
  const delta = artist.count - artist.previousCount;
  if (delta === 0) return { text: 'Same as last week', className: 'text-muted' };
  return delta > 0
    ? { text: `+${delta} on last week`, className: 'text-positive' }
    : { text: `−${-delta} on last week`, className: 'text-muted' };
}

/** The artists named in the most stories this week. */
export function TrendingArtists({ artists }: { artists: TrendingArtist[] }) {
  if (artists.length === 0) return null;
  return (
    <KeptMarkup
      as="section"
      aria-labelledby="trending-artists-title"
      className={sectionClass}
      component={TrendingArtistsContent}
      props={{ artists }}
    />
  );
}

function TrendingArtistsContent({ artists }: { artists: TrendingArtist[] }) {
  return (
    <>
      <SectionHeading id="trending-artists-title" title="Trending Artists" />
      <ol className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {artists.map((artist, index) => {
          const moved = change(artist);
          return (
            <li
              key={artist.slug}
              className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-4"
            >
              <span aria-hidden="true" className="w-8 text-2xl font-extrabold text-accent tabular-nums">
                {index + 1}
              </span>
              <div className="min-w-0">
                <PageLink to={`/tags/${artist.slug}`} className="block truncate font-bold hover:underline">
                  <span className="sr-only">Number {index + 1}: </span>
                  {artist.name}
                </PageLink>
                <p className="text-sm text-muted">
                  {artist.count} {artist.count === 1 ? 'story' : 'stories'} this week
                </p>
                <p className={`text-xs font-semibold ${moved.className}`}>{moved.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
