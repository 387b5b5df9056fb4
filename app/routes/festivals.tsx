import { appServices } from '~/app-context.server';
import { FestivalCard } from '~/components/festivals/festival-card';
import { FestivalMap } from '~/components/festivals/festival-map';
import { FestivalViewTabs } from '~/components/festivals/festival-view-tabs';
import { ListCount, ListEmpty, ListResults, ListSkeletons } from '~/components/list-controls';
import { ListFilters } from '~/components/list-filters';
import { Pagination } from '~/components/pagination';
import { gridClass, SectionPage } from '~/components/section-page';
import { Icon } from '~/components/ui/icon';
import {
  festivalListDefaults,
  festivalListHref,
  filterOptions,
  monthOptions,
  specCountries,
  specGenres,
} from '~/domain/festivals/festival-list-query';
import { parseFestivalListQuery } from '~/domain/festivals/festival-list-query-schema';
import { loadFestivalMapView } from '~/domain/festivals/festival-map-view.server';
import { calendarDay } from '~/domain/festivals/festival-status';
import { festivalFilterValues, listFestivals } from '~/domain/festivals/festivals.server';
import { hasActiveFilters } from '~/domain/catalogue/list-query';
import type { Route } from './+types/festivals';
import { publicPage } from './shared/cache-headers';
import { listPageNotFound } from './shared/list-page.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const { festival: selected, ...query } = parseFestivalListQuery(request);
  const today = calendarDay(new Date());
  const [values, list, map] = await Promise.all([
    festivalFilterValues(db),
    query.view === 'list' ? listFestivals(db, query, today) : undefined,
    query.view === 'map' ? loadFestivalMapView(db, query, selected, today) : undefined,
  ]);
  if (query.view === 'list' && !list) listPageNotFound(logger, request, 'festival list page past the end');
  // A value from a shared link that no festival has any more still shows as chosen.
  const present = (all: string[], value: string) =>
    value === 'all' || all.includes(value) ? all : [...all, value];
  const canonicalPath = festivalListHref({
    ...query,
    search: '',
    view: 'list',
    page: query.view === 'map' ? 1 : query.page,
  });
  const canonical = absoluteUrl(config.SITE_URL, canonicalPath);
  const pageHref = (page: number) => absoluteUrl(config.SITE_URL, festivalListHref({ ...query, page }));
  const paged = list && query.view === 'list' && !query.search;
  return {
    query,
    selected,
    list,
    map,
    options: {
      countries: filterOptions('All countries', specCountries, present(values.countries, query.country)),
      genres: filterOptions('All genres', specGenres, present(values.genres, query.genre)),
      months: monthOptions(present(values.months, query.month).sort()),
    },
    seo: {
      title: `Festivals${query.view === 'map' ? ' Map' : ''}${query.view === 'list' && query.page > 1 ? ` (page ${query.page})` : ''}`,
      description:
        'Electronic music festivals around the world: dates, places, lineups and tickets, on a list or a map, with a calendar to subscribe to.',
      canonical,
      prev: paged && query.page > 1 ? pageHref(query.page - 1) : null,
      next: paged && query.page < list.pageCount ? pageHref(query.page + 1) : null,
      breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: 'Festivals' }], canonical),
    },
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  {
    tagName: 'link',
    rel: 'alternate',
    type: 'text/calendar',
    title: 'Festivals calendar',
    href: '/festivals.ics',
  },
];

export const headers = publicPage;

export default function Festivals({ loaderData }: Route.ComponentProps) {
  const { query, selected, list, map, options } = loaderData;
  const filtered = hasActiveFilters(query, festivalListDefaults);
  const total = list?.total ?? map?.total ?? 0;
  const empty = total === 0;
  return (
    <SectionPage
      title="Festivals"
      intro="Where to dance next: festivals around the world with their dates, lineups and ticket status."
    >
      <p className="mt-3">
        <a
          href="/festivals.ics"
          type="text/calendar"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline"
        >
          <Icon name="calendar" className="h-4 w-4" />
          Subscribe to the calendar
        </a>
        <span className="ml-2 text-sm text-muted">(every festival, in your calendar app)</span>
      </p>
      <ListFilters
        path="/festivals"
        label="Filter festivals"
        values={query}
        defaults={festivalListDefaults}
        search={{ name: 'search', label: 'Search festivals', placeholder: 'Search by name or location…' }}
        selects={[
          { name: 'country', label: 'Country', options: options.countries },
          { name: 'genre', label: 'Genre', options: options.genres },
          { name: 'month', label: 'Month', options: options.months },
        ]}
      />
      <FestivalViewTabs query={query} />
      <ListCount
        shown={list ? list.items.length : (map?.markers.length ?? 0)}
        total={total}
        one={map ? 'festival on the map' : 'festival'}
        noun={map ? 'festivals on the map' : 'festivals'}
      />
      {map && !empty ? (
        // The map stays while the next festivals load, dimmed; a list gives way to skeletons.
        <div className="transition-opacity in-data-list-loading:opacity-60">
          <FestivalMap
            view={map}
            selected={selected}
            hrefOf={(slug) => festivalListHref({ ...query, page: 1 }, slug)}
          />
          <p className="mt-6 text-sm text-muted">
            Prefer a list?{' '}
            <a
              href={festivalListHref({ ...query, view: 'list', page: 1 })}
              className="text-accent hover:underline"
            >
              See these festivals as cards
            </a>
            .
          </p>
        </div>
      ) : (
        <>
          <ListSkeletons count={6} className={gridClass} />
          <ListResults>
            {empty ? (
              <ListEmpty
                title={filtered ? 'No festivals found matching your criteria' : 'No festivals are listed yet'}
                text={filtered ? 'Try other words, or another country, genre or month.' : undefined}
                clear={
                  filtered
                    ? { label: 'Clear Filters', to: festivalListHref({ view: query.view }) }
                    : undefined
                }
              />
            ) : list ? (
              <>
                <ul className={gridClass}>
                  {list.items.map((festival) => (
                    <FestivalCard key={festival.id} festival={festival} />
                  ))}
                </ul>
                <Pagination
                  page={query.page}
                  pageCount={list.pageCount}
                  hrefOf={(page) => festivalListHref({ ...query, page })}
                />
              </>
            ) : null}
          </ListResults>
        </>
      )}
    </SectionPage>
  );
}
