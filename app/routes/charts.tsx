import { appServices } from '~/app-context.server';
import { cardClass, EmptyState, SectionPage } from '~/components/section-page';
import { listCharts } from '~/domain/content/charts.server';
import type { Route } from './+types/charts';
import { sectionSeo } from './shared/section-seo.server';
import { pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appServices);
  return {
    charts: await listCharts(db),
    seo: sectionSeo(context, 'Charts', 'Weekly electronic music charts by genre.', '/charts'),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

type Entry = { rank: number; trackTitle: string; artist: string; sourceUrl: string | null };

function Entries({ entries }: { entries: Entry[] }) {
  return entries.map((entry) => (
    <li key={entry.rank} className="flex items-baseline gap-3 py-1.5">
      <span className="w-6 text-right font-bold text-accent">{entry.rank}</span>
      <span className="flex-1">
        <span className="font-semibold">{entry.trackTitle}</span>{' '}
        <span className="text-muted">· {entry.artist}</span>
      </span>
      {entry.sourceUrl ? (
        <a
          href={entry.sourceUrl}
          rel="noopener nofollow"
          target="_blank"
          className="text-sm text-accent hover:underline"
        >
          Source<span className="sr-only"> for {entry.trackTitle} (opens in a new tab)</span>
        </a>
      ) : null}
    </li>
  ));
}

export default function Charts({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage title="Charts" intro="The tracks that moved dance floors this week, genre by genre.">
      {loaderData.charts.length === 0 ? (
        <EmptyState>No charts found</EmptyState>
      ) : (
        <ul className="mt-8 grid gap-6 lg:grid-cols-2">
          {loaderData.charts.map((chart) => (
            <li key={chart.id} className={`${cardClass} p-5`}>
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                {chart.chartType} · {chart.period}
              </p>
              <h2 className="mt-1 text-xl font-bold">{chart.title}</h2>
              {chart.entries.length === 0 ? (
                <p className="mt-3 text-muted">No tracks in this chart yet</p>
              ) : (
                <>
                  <ol className="mt-3 divide-y divide-border">
                    <Entries entries={chart.entries.slice(0, 5)} />
                  </ol>
                  {chart.entries.length > 5 ? (
                    <details className="mt-2">
                      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-accent">
                        View Full Chart ({chart.entries.length} tracks)
                      </summary>
                      <ol className="divide-y divide-border">
                        <Entries entries={chart.entries.slice(5)} />
                      </ol>
                    </details>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionPage>
  );
}
