import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { ArticleCard } from '~/components/articles/article-card';
import { Breadcrumb } from '~/components/breadcrumb';
import { FollowForm } from '~/components/newsletter/follow-form';
import { CoverImage } from '~/components/cover-image';
import { ReleaseCard } from '~/components/releases/release-card';
import { ReleaseFacts } from '~/components/releases/release-facts';
import { ReleaseListen } from '~/components/releases/release-listen';
import { PageError } from '~/components/page-error';
import { ReleaseSearchBox } from '~/components/releases/release-search-box';
import { ReleasePlatforms } from '~/components/releases/release-platforms';
import { ReleaseTracklist } from '~/components/releases/release-tracklist';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button-link';
import { Icon } from '~/components/ui/icon';
import { musicAlbumJsonLd } from '~/domain/releases/release-json-ld';
import { releaseHref, releasesHref } from '~/domain/releases/release-query';
import { getReleasePage } from '~/domain/releases/releases.server';
import type { Route } from './+types/release';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';
import { PageLink } from '~/components/page-link';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const page = await getReleasePage(db, params.slug);
  if (!page) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown release');
    throw data(null, { status: 404 });
  }
  const { release } = page;
  const canonical = absoluteUrl(config.SITE_URL, releaseHref(release.slug));
  const image = release.coverImageUrl ? absoluteUrl(config.SITE_URL, release.coverImageUrl) : null;
  const fallback = `${release.title}, a ${release.genre} release by ${release.artist} on ${release.label}.`;
  return {
    ...page,
    seo: {
      title: `${release.title} by ${release.artist}`,
      description: (release.description || fallback).slice(0, 160),
      canonical,
      image,
      breadcrumb: breadcrumbTrail(
        config.SITE_URL,
        [{ label: 'Releases', href: '/releases' }, { label: release.title }],
        canonical,
      ),
      jsonLd: [musicAlbumJsonLd(release, { url: canonical, image })],
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args) : [{ title: 'Release not found' }];

export const headers = publicPage;

export default function Release({ loaderData }: Route.ComponentProps) {
  const { release, news, alsoLike } = loaderData;
  const name = `${release.title} by ${release.artist}`;
  const listen = Boolean(release.preview || release.videoId);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Releases', href: '/releases' }, { label: release.title }]} />
      <article className="mt-6">
        <header className="grid gap-8 md:grid-cols-[minmax(0,20rem)_1fr] lg:grid-cols-[minmax(0,26rem)_1fr]">
          <CoverImage
            image={release.cover}
            alt={`Cover of ${name}`}
            sizes="(min-width: 1024px) 416px, (min-width: 768px) 320px, calc(100vw - 32px)"
            widths={[320, 480, 640, 960, 1280]}
            aspect="square"
            priority
            className="aspect-square w-full rounded-2xl bg-surface-2 object-cover"
          />
          <div className="min-w-0">
            <PageLink to={releasesHref({ genre: release.genre })} className="inline-block">
              <Badge>{release.genre}</Badge>
              <span className="sr-only"> releases</span>
            </PageLink>
            <h1 className="mt-4 text-3xl leading-tight font-extrabold break-words sm:text-5xl">
              {release.title}
            </h1>
            <p className="mt-2 text-xl font-semibold">{release.artist}</p>
            <ReleaseFacts release={release} />
            {release.description ? <p className="mt-6 text-lg text-muted">{release.description}</p> : null}
            <ReleasePlatforms links={release.platforms} release={name} />
            {listen ? (
              <a href="#listen" className={`${buttonClass('primary')} mt-6`}>
                <Icon name="play" className="h-4 w-4" />
                Listen
              </a>
            ) : null}
          </div>
        </header>

        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <ReleaseListen name={name} preview={release.preview} videoId={release.videoId} />
            {release.tracks.length > 0 ? <ReleaseTracklist tracks={release.tracks} /> : null}
          </div>
          {release.aboutArtist ? (
            <aside
              aria-labelledby="about-artist-title"
              className="h-fit rounded-2xl border border-border bg-surface p-6"
            >
              <h2 id="about-artist-title" className="text-lg font-bold">
                About the Artist
              </h2>
              <p className="mt-1 font-semibold">{release.artist}</p>
              <p className="mt-3 text-sm text-muted">{release.aboutArtist}</p>
            </aside>
          ) : null}
        </div>
      </article>

      <div className="mt-12 max-w-xl">
        <FollowForm
          id="follow-release"
          title="Follow the artist or the label"
          choices={[
            { value: `release:${release.slug}:artist`, name: release.artist },
            // A self-released record's label is its artist: one choice then.
            ...(release.label === release.artist
              ? []
              : [{ value: `release:${release.slug}:label`, name: release.label }]),
          ]}
        />
      </div>

      {news.length > 0 ? (
        <section aria-labelledby="release-news-title" className="mt-16">
          <h2 id="release-news-title" className="text-2xl font-bold">
            Related News
          </h2>
          <p className="mt-1 text-muted">
            Stories about {release.artist} and {release.label}.
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {news.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {alsoLike.length > 0 ? (
        <section aria-labelledby="also-like-title" className="mt-16">
          <h2 id="also-like-title" className="text-2xl font-bold">
            You May Also Like
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {alsoLike.map((other) => (
              <ReleaseCard key={other.id} release={other} headingLevel={3} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

// The release page's 404: what happened, a search of the releases and the way back to the list.
export function ErrorBoundary() {
  return (
    <PageError
      notFound={{
        heading: 'Release Not Found',
        message: "The release you're looking for doesn't exist or has been removed.",
        back: { to: '/releases', label: 'Back to Releases' },
      }}
      failed={{ message: 'We could not show this release. Please try again in a moment.' }}
    >
      <ReleaseSearchBox />
    </PageError>
  );
}
