import { appServices } from '~/app-context.server';
import { CoverCard, EmptyState, gridClass, SectionPage } from '~/components/section-page';
import { listInterviews } from '~/domain/content/interviews.server';
import { formatLongDate } from '~/lib/format';
import type { Route } from './+types/interviews';
import { sectionSeo } from './shared/section-seo.server';
import { pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appServices);
  return {
    interviews: await listInterviews(db),
    seo: sectionSeo(
      context,
      'Interviews',
      'Conversations with the artists, label heads and promoters shaping electronic music.',
      '/interviews',
    ),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function Interviews({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage title="Interviews" intro="The people behind the records, in their own words.">
      {loaderData.interviews.length === 0 ? (
        <EmptyState>No interviews found</EmptyState>
      ) : (
        <ul className={gridClass}>
          {loaderData.interviews.map((interview) => {
            const shown = interview.guests.slice(0, 2);
            const more = interview.guests.length - shown.length;
            return (
              <CoverCard key={interview.id} image={interview.cover}>
                <p className="text-sm font-semibold text-accent">
                  {shown.join(', ')}
                  {more > 0 ? ` +${more} more` : ''}
                </p>
                <h2 className="text-lg font-bold">{interview.title}</h2>
                {interview.keyQuotes[0] ? (
                  <blockquote className="border-l-4 border-accent pl-3 text-sm italic">
                    “{interview.keyQuotes[0]}”
                  </blockquote>
                ) : null}
                <p className="mt-auto pt-2 text-sm text-muted">
                  {interview.publishedAt ? (
                    <time dateTime={interview.publishedAt.toISOString()}>
                      {formatLongDate(interview.publishedAt)}
                    </time>
                  ) : null}
                  {interview.authorName ? ` · ${interview.authorName}` : ''}
                  {interview.videoId ? ' · Video' : ''}
                </p>
              </CoverCard>
            );
          })}
        </ul>
      )}
    </SectionPage>
  );
}
