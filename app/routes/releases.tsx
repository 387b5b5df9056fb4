import { appServices } from '~/app-context.server';
import { CoverCard, EmptyState, gridClass, SectionPage } from '~/components/section-page';
import { Badge } from '~/components/ui/badge';
import { listReleases } from '~/domain/content/releases.server';
import { formatLongDate } from '~/lib/format';
import type { Route } from './+types/releases';
import { sectionSeo } from './shared/section-seo.server';
import { pageMeta } from './shared/seo';
import { publicPage } from './shared/cache-headers';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appServices);
  return {
    releases: await listReleases(db),
    seo: sectionSeo(
      context,
      'Releases',
      'New electronic music releases: singles, EPs and albums from the labels that matter.',
      '/releases',
    ),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const headers = publicPage;

export default function Releases({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      title="Releases"
      intro="The newest singles, EPs and albums across techno, house, trance and beyond."
    >
      {loaderData.releases.length === 0 ? (
        <EmptyState>No releases have been published yet.</EmptyState>
      ) : (
        <ul className={gridClass}>
          {loaderData.releases.map((release) => (
            <CoverCard key={release.id} image={release.cover} square>
              <div>
                <Badge>{release.genre}</Badge>
              </div>
              <h2 className="mt-2 text-lg font-bold">{release.title}</h2>
              <p className="font-medium">{release.artist}</p>
              <p className="text-sm text-muted">
                {release.label}
                {release.version ? ` · ${release.version}` : ''}
              </p>
              <p className="mt-auto pt-2 text-sm text-muted">
                Released <time dateTime={release.releaseDate}>{formatLongDate(release.releaseDate)}</time>
              </p>
            </CoverCard>
          ))}
        </ul>
      )}
    </SectionPage>
  );
}
