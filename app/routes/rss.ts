import { appServices } from '~/app-context.server';
import { listLatestArticles } from '~/domain/content/articles.server';
import { renderRss } from '~/domain/content/rss-feed';
import type { Route } from './+types/rss';

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appServices);
  const articles = await listLatestArticles(db, 30);
  const xml = renderRss(
    {
      title: config.SITE_NAME,
      siteUrl: config.SITE_URL,
      feedUrl: `${config.SITE_URL}/rss.xml`,
      description: 'Electronic music news from every source.',
    },
    articles.map((article) => ({
      title: article.title,
      url: `${config.SITE_URL}/news/${article.slug}`,
      summary: article.excerpt,
      publishedAt: article.publishedAt,
      category: article.category,
      author: article.author?.name ?? null,
    })),
  );
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
