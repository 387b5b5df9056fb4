import { data } from 'react-router';
import { appServices } from '~/app-context.server';
import { ArticleCard } from '~/components/articles/article-card';
import { Breadcrumb, type Crumb } from '~/components/breadcrumb';
import { FollowForm } from '~/components/newsletter/follow-form';
import { FestivalHero } from '~/components/festivals/festival-hero';
import { PageError } from '~/components/page-error';
import { FestivalSidebar } from '~/components/festivals/festival-sidebar';
import { FestivalTabNav } from '~/components/festivals/festival-tab-nav';
import { FestivalTabPanel } from '~/components/festivals/festival-tab-panel';
import { isPast } from '~/domain/festivals/festival-dates';
import { getPublishedFestival, listFestivalNews } from '~/domain/festivals/festival-detail.server';
import { festivalJsonLd } from '~/domain/festivals/festival-json-ld';
import { calendarDay, festivalPhase } from '~/domain/festivals/festival-status';
import { festivalTabHref, festivalTabLabel, festivalTabOf } from '~/domain/festivals/festival-tabs';
import type { Route } from './+types/festival';
import { publicPage } from './shared/cache-headers';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { PageLink } from '~/components/page-link';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const tab = festivalTabOf(params.tab);
  const festival = tab ? await getPublishedFestival(db, params.slug) : undefined;
  if (!tab || !festival) {
    logger.warn({ path: new URL(request.url).pathname }, 'page not found: unknown festival or tab');
    throw data(null, { status: 404 });
  }
  const news = await listFestivalNews(db, festival.name);
  const today = calendarDay(new Date());
  const past = isPast(festival.dateEnd, today);
  const happening = festivalPhase(festival.dateStart, festival.dateEnd, today) === 'happening';
  const canonical = absoluteUrl(config.SITE_URL, festivalTabHref(festival.slug, tab));
  const image = festival.coverImageUrl ? absoluteUrl(config.SITE_URL, festival.coverImageUrl) : null;
  const crumbs: Crumb[] = [
    { label: 'Festivals', href: '/festivals' },
    ...(tab === 'overview'
      ? [{ label: festival.name }]
      : [
          { label: festival.name, href: festivalTabHref(festival.slug, 'overview') },
          { label: festivalTabLabel(tab) },
        ]),
  ];
  return {
    festival,
    tab,
    past,
    happening,
    news,
    crumbs,
    seo: {
      title: tab === 'overview' ? festival.name : `${festival.name} ${festivalTabLabel(tab)}`,
      description:
        festival.description.slice(0, 160) ||
        `${festival.name} in ${festival.location}, ${festival.country}: dates, lineup, schedule and tickets.`,
      canonical,
      image,
      breadcrumb: breadcrumbTrail(config.SITE_URL, crumbs, canonical),
      jsonLd: [
        festivalJsonLd(festival, {
          canonical: absoluteUrl(config.SITE_URL, `/festivals/${festival.slug}`),
          image,
        }),
      ],
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function Festival({ loaderData }: Route.ComponentProps) {
  const { festival, tab, past, happening, news, crumbs } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={crumbs} />
      <FestivalHero festival={festival} past={past} happening={happening} />
      <FestivalTabNav slug={festival.slug} current={tab} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <FestivalTabPanel festival={festival} tab={tab} past={past} />
        <FestivalSidebar festival={festival} />
      </div>
      <div className="mt-12 max-w-xl">
        <FollowForm
          id="follow-festival"
          title={`Follow ${festival.name}`}
          choices={[{ value: `festival:${festival.slug}`, name: festival.name }]}
        />
      </div>
      {news.articles.length > 0 ? (
        <section aria-labelledby="festival-news-title" className="mt-16">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="festival-news-title" className="text-2xl font-bold">
              {festival.name} News
            </h2>
            {news.tagSlug ? (
              <PageLink
                to={`/tags/${news.tagSlug}`}
                className="text-sm font-semibold text-accent hover:underline"
              >
                All {festival.name} news
              </PageLink>
            ) : null}
          </div>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {news.articles.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

// A festival page that does not exist (unknown, unpublished, or an unknown tab): the way back to Festivals.
export function ErrorBoundary() {
  return (
    <PageError
      notFound={{
        title: 'Festival not found',
        heading: 'Festival Not Found',
        message: "The festival you're looking for doesn't exist or has been removed.",
        back: { to: '/festivals', label: 'Back to Festivals' },
      }}
      failed={{
        title: 'Something went wrong',
        message: 'We could not show this festival. Please try again in a moment.',
        back: { to: '/festivals', label: 'Back to Festivals' },
      }}
    />
  );
}
