import type { ReactNode } from 'react';
import type { ReleaseDetail } from '~/domain/releases/releases.server';
import { isoDuration, runningTime } from '~/lib/durations';
import { releasesHref } from '~/domain/releases/release-query';
import { formatLongDate } from '~/lib/format';
import { PageLink } from '~/components/page-link';

type Fact = { term: string; detail: ReactNode };

/** Label, release date, running time, track count and version, as a definition list under the title. */
export function ReleaseFacts({
  release,
}: {
  release: Pick<ReleaseDetail, 'label' | 'releaseDate' | 'durationSeconds' | 'tracks' | 'version'>;
}) {
  const facts: Fact[] = [
    {
      term: 'Label',
      detail: (
        <PageLink to={releasesHref({ label: release.label })} className="hover:text-accent hover:underline">
          {release.label}
        </PageLink>
      ),
    },
    {
      term: 'Release date',
      detail: <time dateTime={release.releaseDate}>{formatLongDate(release.releaseDate)}</time>,
    },
  ];
  if (release.durationSeconds !== null)
    facts.push({
      term: 'Duration',
      detail: (
        <time dateTime={isoDuration(release.durationSeconds)}>{runningTime(release.durationSeconds)}</time>
      ),
    });
  if (release.tracks.length > 0)
    facts.push({
      term: 'Tracks',
      detail: `${release.tracks.length} ${release.tracks.length === 1 ? 'track' : 'tracks'}`,
    });
  if (release.version) facts.push({ term: 'Version', detail: release.version });
  return (
    <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 border-y border-border py-4 sm:grid-cols-3 xl:grid-cols-5">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{fact.term}</dt>
          <dd className="mt-1 font-medium">{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
