import { appServices } from '~/app-context.server';
import { ListCount, ListEmpty, ListResults, ListSkeletons } from '~/components/list-controls';
import { ListFilters } from '~/components/list-filters';
import { Pagination } from '~/components/pagination';
import { ReleaseCard } from '~/components/releases/release-card';
import { gridClass, SectionPage } from '~/components/section-page';
import { hasActiveFilters } from '~/domain/catalogue/list-query';
import {
  canonicalOption,
  filterOptions,
  releaseQueryDefaults,
  releasesHref,
  specGenres,
  specLabels,
} from '~/domain/releases/release-query';
import { parseReleaseQuery } from '~/domain/releases/release-query-schema';
import { listReleasePage } from '~/domain/releases/releases.server';
import type { Route } from './+types/releases';
import { listPageNotFound } from './shared/list-page.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const asked = parseReleaseQuery(request);
  const list = await listReleasePage(db, asked);
  if (!list) listPageNotFound(logger, request, 'releases page past the end');
  // The filters show the stored spelling of what the URL asked for (`?genre=techno` is Techno).
  const genre = canonicalOption(asked.genre, [...specGenres, ...list.genres]);
  const label = canonicalOption(asked.label, [...specLabels, ...list.labels]);
  const query = { ...asked, genre, label };
  // Searches share the list's canonical URL; a genre, a label and a page are pages of their own.
  const url = (page: number) => absoluteUrl(config.SITE_URL, releasesHref({ genre, label, page }));
  const canonical = url(query.page);
  const scopeOf = (noun: string) =>
    [genre === 'all' ? '' : genre, noun, label === 'all' ? '' : `on ${label}`].filter(Boolean).join(' ');
  const scope = scopeOf('Releases');
  const filteredScope = genre !== 'all' || label !== 'all';
  return {
    query,
    list,
    genreOptions: filterOptions('All Genres', specGenres, list.genres, genre),
    labelOptions: filterOptions('All Labels', specLabels, list.labels, label),
    seo: {
      title: query.page > 1 ? `${scope} (page ${query.page})` : scope,
      description: `New ${filteredScope ? scopeOf('releases') : 'electronic music releases'}: singles, EPs and albums, newest first, with previews and where to stream or buy them.`,
      canonical,
      prev: query.page > 1 ? url(query.page - 1) : null,
      next: query.page < list.pageCount ? url(query.page + 1) : null,
      breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: 'Releases' }], canonical),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function Releases({ loaderData }: Route.ComponentProps) {
  const { query, list, genreOptions, labelOptions } = loaderData;
  const filtered = hasActiveFilters(query, releaseQueryDefaults);
  return (
    <SectionPage
      title="Releases"
      intro="The newest singles, EPs and albums across techno, house, trance and beyond."
    >
      <ListFilters
        path="/releases"
        label="Filter releases"
        values={query}
        defaults={releaseQueryDefaults}
        search={{
          name: 'search',
          label: 'Search releases',
          placeholder: 'Search by title, artist or label…',
        }}
        selects={[
          { name: 'genre', label: 'Genre', options: genreOptions },
          { name: 'label', label: 'Label', options: labelOptions },
        ]}
      />
      <ListCount shown={list.items.length} total={list.total} one="release" noun="releases" />
      <ListSkeletons count={6} className={gridClass} shape="square" />
      <ListResults>
        {list.items.length === 0 ? (
          filtered ? (
            <ListEmpty
              title="No releases found matching your criteria"
              text="Try other words, another genre or another label."
              clear={{ label: 'Clear Filters', to: '/releases' }}
            />
          ) : (
            <ListEmpty title="No releases have been published yet." />
          )
        ) : (
          <ul aria-label="Releases" className={gridClass}>
            {list.items.map((release, index) => (
              <ReleaseCard key={release.id} release={release} priority={index === 0} />
            ))}
          </ul>
        )}
        <Pagination
          page={query.page}
          pageCount={list.pageCount}
          label="Releases pages"
          hrefOf={(page) => releasesHref({ ...query, page })}
        />
      </ListResults>
    </SectionPage>
  );
}
