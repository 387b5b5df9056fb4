import { Link } from 'react-router';
import { appServices } from '~/app-context.server';
import { ArticleGrid } from '~/components/article-grid';
import { EmptyState, SectionPage } from '~/components/section-page';
import { buttonClass } from '~/components/ui/button-link';
import { listPublishedArticles } from '~/domain/content/articles.server';
import type { Route } from './+types/tech';
import { sectionSeo } from './shared/section-seo.server';
import { pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appServices);
  const list = await listPublishedArticles(db, { search: '', category: 'tech', sort: 'newest', page: 2 });
  return {
    list,
    seo: sectionSeo(
      context,
      'Tech & Gear',
      'DJ gear, studio hardware, software and AI tools for electronic music producers.',
      '/tech',
    ),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function Tech({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <SectionPage
      title="Tech & Gear"
      intro="New hardware, software and studio tools, and what they mean for DJs and producers."
    >
      {list.items.length === 0 ? (
        <EmptyState>No tech stories have been published yet.</EmptyState>
      ) : (
        <ArticleGrid articles={list.items} />
      )}
      {list.hasMore ? (
        <div className="mt-10 flex justify-center">
          <Link to="/news?category=tech&page=3" className={buttonClass('secondary')}>
            More tech news
          </Link>
        </div>
      ) : null}
    </SectionPage>
  );
}
