import { Fragment } from 'react';
import { appServices } from '~/app-context.server';
import { AdSlot } from '~/components/monetization/ad-slot';
import { ArticleCard } from '~/components/articles/article-card';
import { Breadcrumb } from '~/components/breadcrumb';
import { ListCount, ListEmpty, ListResults, ListSkeletons } from '~/components/list-controls';
import { ListFilters } from '~/components/list-filters';
import { Pagination } from '~/components/pagination';
import { adSlotAfter } from '~/components/monetization/tech-ad-breaks';
import { TechGearCard } from '~/components/gear/tech-gear-card';
import { TechGearDeals } from '~/components/gear/tech-gear-deals';
import { TechPopularTopics, TechTrendingTags } from '~/components/gear/tech-topics';
import { hasActiveFilters, listQueryString, pageCountOf } from '~/domain/catalogue/list-query';
import { TECH_PAGE_SIZE, techDefaults, techSortOptions } from '~/domain/gear/tech-query';
import { parseTechQuery, techCategoryOptions } from '~/domain/gear/tech-query-schema';
import { getTechPage } from '~/domain/gear/tech-page.server';
import type { Route } from './+types/tech';
import { listPageNotFound } from './shared/list-page.server';
import { pageAds } from './shared/page-ads.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

const TECH_ADS = ['inarticle-1', 'inarticle-2'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const query = parseTechQuery(request);
  const [found, ads] = await Promise.all([
    getTechPage(db, query, new Date()),
    pageAds({ db, config }, TECH_ADS),
  ]);
  const pageCount = pageCountOf(found.list.total, TECH_PAGE_SIZE);
  if (query.page > pageCount) listPageNotFound(logger, request, 'tech page past the end');
  // One URL per category and page; a search or another order is a view of those, not a page of its own.
  const url = (page: number) =>
    absoluteUrl(config.SITE_URL, `/tech${listQueryString({ category: query.category, page }, techDefaults)}`);
  const canonical = url(query.page);
  const title = query.category === 'all' ? 'Tech & Gear' : `${query.category} · Tech & Gear`;
  return {
    ...found,
    query,
    ads,
    pageCount,
    categories: techCategoryOptions,
    seo: {
      title: query.page > 1 ? `${title} (page ${query.page})` : title,
      description:
        'DJ gear, studio hardware, plugins, software and AI tools for electronic music producers: the news, the gear and the deals.',
      canonical,
      prev: query.page > 1 ? url(query.page - 1) : null,
      next: query.page < pageCount ? url(query.page + 1) : null,
      breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: 'Tech & Gear' }], canonical),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

const listClass = 'mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

export default function Tech({ loaderData }: Route.ComponentProps) {
  const { query, list, trending, topics, deals, ads, pageCount, categories } = loaderData;
  const filtered = hasActiveFilters(query, techDefaults);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Tech & Gear' }]} />
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">Tech & Gear</h1>
      <p className="mt-2 text-muted">
        New hardware, software and studio tools, and what they mean for DJs and producers.
      </p>
      <ListFilters
        path="/tech"
        label="Filter tech and gear"
        values={query}
        defaults={techDefaults}
        search={{
          name: 'search',
          label: 'Search tech and gear',
          placeholder: 'Search gear, brands, news...',
        }}
        selects={[
          {
            name: 'category',
            label: 'Category',
            options: categories.map((value) => ({
              value,
              label: value === 'all' ? 'All categories' : value,
            })),
          },
          { name: 'sort', label: 'Sort by', options: techSortOptions },
        ]}
      />

      <div className="mt-2 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <ListCount shown={list.items.length} total={list.total} one="item" noun="items" />
          <ListSkeletons count={6} className={listClass} />
          <ListResults>
            {list.items.length === 0 ? (
              <ListEmpty
                title="No tech news or gear found"
                text="Try other words, or another category."
                clear={filtered ? { label: 'Clear Filters', to: '/tech' } : undefined}
              />
            ) : (
              <ul className={listClass} aria-label="Tech news and gear">
                {list.items.map((item, index) => {
                  const slot = adSlotAfter(index);
                  const ad = slot ? ads[slot] : undefined;
                  return (
                    <Fragment key={item.kind === 'article' ? item.article.id : item.id}>
                      <li className="flex">
                        {item.kind === 'article' ? (
                          <ArticleCard article={item.article} headingLevel={2} priority={index === 0} />
                        ) : (
                          <TechGearCard gear={item} />
                        )}
                      </li>
                      {ad ? (
                        <li className="col-span-full">
                          <AdSlot ad={ad} />
                        </li>
                      ) : null}
                    </Fragment>
                  );
                })}
              </ul>
            )}
            <Pagination
              page={query.page}
              pageCount={pageCount}
              label="Tech & Gear pages"
              hrefOf={(page) => `/tech${listQueryString({ ...query, page }, techDefaults)}`}
            />
          </ListResults>
        </div>

        <div className="flex h-fit flex-col gap-6 lg:mt-6">
          <TechTrendingTags tags={trending} />
          <TechPopularTopics topics={topics} current={query.category} />
          <TechGearDeals deals={deals} />
        </div>
      </div>
    </div>
  );
}
