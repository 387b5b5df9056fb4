import { Link } from 'react-router';
import { appServices } from '~/app-context.server';
import { ArticleCard } from '~/components/article-card';
import { ButtonLink } from '~/components/ui/button-link';
import { Icon } from '~/components/ui/icon';
import { listLatestArticles } from '~/domain/content/articles.server';
import { heroFigures } from '~/domain/content/site-figures';
import { formatNumber } from '~/lib/format';
import type { Route } from './+types/home';
import { siteStats } from './shared/footer-stats.server';
import { absoluteUrl, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const [latest, stats] = await Promise.all([listLatestArticles(db, 3), siteStats(db)]);
  return {
    latest,
    stats,
    seo: {
      title: config.SITE_NAME,
      description:
        'Electronic dance music news, releases, festivals and gear, gathered from many sources and overseen by editors.',
      canonical: absoluteUrl(config.SITE_URL, '/'),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { latest, stats } = loaderData;
  const tiles = heroFigures(stats);
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="border-b border-border bg-[radial-gradient(ellipse_at_top,var(--surface-2),var(--bg)_70%)]"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">
            Electronic music, every source, one place
          </p>
          <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            EDM News, AI-Powered
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">
            We watch the scene's sources around the clock, group what they report into stories, and credit
            everyone who reported them. Editors check what gets published.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/news">
              Explore Stories <Icon name="arrowRight" className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink to="/submit" variant="secondary">
              Submit Tip
            </ButtonLink>
            <ButtonLink to="/newsletter" variant="secondary">
              Newsletter
            </ButtonLink>
          </div>
          {tiles.length > 0 ? (
            <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {tiles.map((tile) => (
                <div key={tile.label} className="rounded-2xl border border-border bg-surface/80 p-4">
                  <dt className="text-xs text-muted uppercase">{tile.label}</dt>
                  <dd className="mt-1 text-2xl font-extrabold">{formatNumber(tile.value)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="latest-title" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex items-end justify-between gap-4">
          <h2 id="latest-title" className="text-2xl font-bold sm:text-3xl">
            Latest Stories
          </h2>
          <Link
            to="/news"
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
          >
            View all news <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
        </div>
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
    </>
  );
}
