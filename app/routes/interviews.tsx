import { appServices } from '~/app-context.server';
import { InterviewCard } from '~/components/interviews/interview-card';
import { ListCount, ListEmpty, ListResults, ListSkeletons } from '~/components/list-controls';
import { ListFilters } from '~/components/list-filters';
import { Pagination } from '~/components/pagination';
import { gridClass, SectionPage } from '~/components/section-page';
import { INTERVIEWS_PAGE_SIZE, listInterviews } from '~/domain/interviews/interviews.server';
import { listQueryString, pageCountOf } from '~/domain/catalogue/list-query';
import { listPage, listSearch, parseListQuery } from '~/domain/catalogue/list-query-schema';
import type { Route } from './+types/interviews';
import { listPageNotFound } from './shared/list-page.server';
import { absoluteUrl, breadcrumbTrail, pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

const PATH = '/interviews';
const defaults = { q: '', page: 1 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, logger } = context.get(appServices);
  const query = parseListQuery(request, { q: listSearch(), page: listPage() });
  const list = await listInterviews(db, query);
  if (!list) listPageNotFound(logger, request, 'interviews page past the end');
  const pageCount = pageCountOf(list.total, INTERVIEWS_PAGE_SIZE);
  const url = (page: number) =>
    absoluteUrl(config.SITE_URL, `${PATH}${listQueryString({ ...query, page }, defaults)}`);
  const canonical = url(query.page);
  const title = [
    query.q ? `Interviews matching “${query.q}”` : 'Interviews',
    query.page > 1 ? `(page ${query.page})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    query,
    list,
    pageCount,
    seo: {
      title,
      description: 'Conversations with the artists, label heads and promoters shaping electronic music.',
      canonical,
      prev: query.page > 1 ? url(query.page - 1) : null,
      next: query.page < pageCount ? url(query.page + 1) : null,
      breadcrumb: breadcrumbTrail(config.SITE_URL, [{ label: 'Interviews' }], canonical),
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function Interviews({ loaderData }: Route.ComponentProps) {
  const { query, list, pageCount } = loaderData;
  return (
    <SectionPage title="Interviews" intro="The people behind the records, in their own words.">
      <ListFilters
        path={PATH}
        label="Search interviews"
        values={query}
        defaults={defaults}
        search={{
          name: 'q',
          label: 'Search interviews by title or guest',
          placeholder: 'Search by title or guest…',
        }}
        selects={[]}
      />
      <ListCount shown={list.items.length} total={list.total} one="interview" noun="interviews" />
      <ListSkeletons count={6} className={gridClass} />
      <ListResults>
        {list.items.length === 0 ? (
          <ListEmpty
            title="No interviews found"
            text={query.q ? 'Try another name or fewer words.' : 'Nothing has been published here yet.'}
            clear={query.q ? { label: 'Clear Search', to: PATH } : undefined}
          />
        ) : (
          <>
            <ul className={gridClass}>
              {list.items.map((interview) => (
                <InterviewCard key={interview.id} interview={interview} />
              ))}
            </ul>
            <Pagination
              page={query.page}
              pageCount={pageCount}
              label="Interview pages"
              hrefOf={(page) => `${PATH}${listQueryString({ ...query, page }, defaults)}`}
            />
          </>
        )}
      </ListResults>
    </SectionPage>
  );
}
