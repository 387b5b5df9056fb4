import { appServices } from '~/app-context.server';
import { Breadcrumb, type Crumb } from '~/components/breadcrumb';
import { EditionList } from '~/components/newsletter/newsletter-editions';
import { Pagination } from '~/components/pagination';
import { ButtonLink } from '~/components/ui/button-link';
import { listEditions } from '~/domain/newsletter/editions.server';
import type { Route } from './+types/newsletter-editions';
import { publicPage } from './shared/cache-headers';
import { LIST_PAGE_SIZE, listPageNotFound, listPageView, pageOf } from './shared/list-page.server';
import { pageMeta } from './shared/seo';

const crumbs: Crumb[] = [{ label: 'Newsletter', href: '/newsletter' }, { label: 'Editions' }];

/** Every edition that went out, newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const page = pageOf(request);
  const { items, total } = await listEditions(db, LIST_PAGE_SIZE, page);
  if (page > 1 && items.length === 0) listPageNotFound(logger, request, 'editions page past the end');
  const list = listPageView(config.SITE_URL, {
    path: '/newsletter/editions',
    page,
    total,
    title: 'Newsletter editions',
    crumbs,
  });
  return {
    items,
    total,
    paging: list.paging,
    seo: { ...list.seo, description: 'Every Friday digest we have sent, newest first, to read on the web.' },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function NewsletterEditions({ loaderData }: Route.ComponentProps) {
  const { items, total, paging } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={crumbs} />
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">Newsletter editions</h1>
      <p className="mt-3 text-muted">
        {total > 0
          ? `Every Friday digest we have sent (${total === 1 ? 'one edition' : `${total} editions`}), newest first.`
          : 'No edition has gone out yet. The first one arrives on a Friday morning.'}
      </p>
      {items.length > 0 ? <EditionList editions={items} /> : null}
      <Pagination page={paging.page} pageCount={paging.pageCount} path={paging.path} label="Edition pages" />
      <ButtonLink to="/newsletter" className="mt-8">
        Subscribe to the newsletter
      </ButtonLink>
    </div>
  );
}
