import { appServices } from '~/app-context.server';
import { AdSlot, stickyAdHandle } from '~/components/monetization/ad-slot';
import { ArticleCard } from '~/components/articles/article-card';
import { FeaturedVideos } from '~/components/home/featured-videos';
import { FestivalTracker } from '~/components/home/festival-tracker';
import { GearDeals } from '~/components/home/gear-deals';
import { HomeHero } from '~/components/home/home-hero';
import { NewsletterBand } from '~/components/home/newsletter-band';
import { SectionHeading, sectionClass } from '~/components/home/section-heading';
import { SocialBuzz } from '~/components/home/social-buzz';
import { TrendingArtists } from '~/components/home/trending-artists';
import { TrendingTags } from '~/components/home/trending-tags';
import { calendarDay } from '~/domain/festivals/festival-status';
import { homeSections } from '~/domain/home/home-page.server';
import type { Route } from './+types/home';
import { siteStats } from './shared/footer-stats.server';
import { pageAds } from './shared/page-ads.server';
import { absoluteUrl, pageMeta, siteJsonLd } from './shared/seo';
import { publicPage } from './shared/cache-headers';

const HOME_ADS = ['header-728x90', 'inarticle-1', 'footer-970x90', 'sticky-bottom'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const now = new Date();
  const [sections, stats, ads] = await Promise.all([
    homeSections(db),
    siteStats(db),
    pageAds({ db, config }, HOME_ADS),
  ]);
  return {
    ...sections,
    stats,
    ads,
    now: now.getTime(),
    seo: {
      title: config.SITE_NAME,
      description:
        'Electronic dance music news, releases, festivals and gear, gathered from many sources and overseen by editors.',
      canonical: absoluteUrl(config.SITE_URL, '/'),
      jsonLd: siteJsonLd(config.SITE_NAME, config.SITE_URL),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

// The sticky ad goes after the footer (root layout).
export const handle = stickyAdHandle;

/** The home page in the spec's order; a section with nothing to show is left out. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { latest, stats, ads, now } = loaderData;
  return (
    <>
      <HomeHero stats={stats} />
      <AdSlot ad={ads['header-728x90']} className="px-4 pt-8" />
      <TrendingTags tags={loaderData.trendingTags} />
      <section aria-labelledby="latest-title" className={sectionClass}>
        <SectionHeading
          id="latest-title"
          title="Latest Stories"
          more={{ to: '/news', label: 'View all news' }}
        />
        {latest.length === 0 ? (
          <p className="mt-6 text-muted">No stories have been published yet.</p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {latest.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <AdSlot ad={ads['inarticle-1']} className="px-4" />
      <FestivalTracker festivals={loaderData.festivals} today={calendarDay(new Date(now))} />
      <TrendingArtists artists={loaderData.artists} />
      <FeaturedVideos videos={loaderData.videos} now={now} />
      <GearDeals deals={loaderData.deals} />
      <NewsletterBand subscribers={stats.subscribers} />
      <SocialBuzz posts={loaderData.socialPosts} now={now} />
      <AdSlot ad={ads['footer-970x90']} className="px-4 pb-10" />
    </>
  );
}
