import { daysUntil, type FestivalPhase } from '~/domain/festivals/festival-status';
import type { TrackedFestival } from '~/domain/home/festival-tracker.server';
import { formatShortDate } from '~/lib/format';
import { SectionHeading, sectionClass } from './section-heading';
import { PageLink } from '~/components/page-link';
import { KeptMarkup } from '~/rendering/kept-markup';

const phaseStyle: Record<FestivalPhase, { label: string; className: string }> = {
  happening: { label: 'Happening now', className: 'bg-emerald-400 text-black' },
  upcoming: { label: 'Upcoming', className: 'bg-sky-300 text-black' },
  ended: { label: 'Ended', className: 'bg-zinc-400 text-black' },
};

function when(festival: TrackedFestival, today: string): string {
  if (festival.phase === 'upcoming') {
    const days = daysUntil(festival.dateStart, today);
    return days === 1 ? 'Starts tomorrow' : `Starts in ${days} days`;
  }
  if (festival.phase === 'happening') {
    const days = daysUntil(festival.dateEnd, today);
    return days === 0 ? 'Final day' : `${days + 1} days left`;
  }
  return `Ended ${formatShortDate(festival.dateEnd)}`;
}

/** The festivals on now and next, each with its phase in its own colour. */
export function FestivalTracker({ festivals, today }: { festivals: TrackedFestival[]; today: string }) {
  if (festivals.length === 0) return null;
  return (
    <KeptMarkup
      as="section"
      aria-labelledby="festival-tracker-title"
      className={sectionClass}
      component={FestivalTrackerContent}
      props={{ festivals, today }}
    />
  );
}

function FestivalTrackerContent({ festivals, today }: { festivals: TrackedFestival[]; today: string }) {
  return (
    <>
      <SectionHeading
        id="festival-tracker-title"
        title="Live Festival Tracker"
        more={{ to: '/festivals', label: 'All festivals' }}
      />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {festivals.map((festival) => {
          const phase = phaseStyle[festival.phase];
          return (
            <li
              key={festival.slug}
              className={`rounded-2xl border border-border bg-surface p-5 ${festival.phase === 'ended' ? 'opacity-80' : ''}`}
            >
              <div className="flex items-center justify-between gap-3">
                <span className={`rounded-full px-3 py-0.5 text-xs font-bold ${phase.className}`}>
                  {phase.label}
                </span>
                <span className="text-xs text-muted">{when(festival, today)}</span>
              </div>
              <h3 className="mt-3 text-lg font-bold">
                <PageLink to={`/festivals/${festival.slug}`} className="hover:underline">
                  {festival.name}
                </PageLink>
              </h3>
              <p className="text-sm text-muted">
                {festival.location}, {festival.country}
              </p>
              <p className="mt-1 text-sm">
                <time dateTime={festival.dateStart}>{formatShortDate(festival.dateStart)}</time> –{' '}
                <time dateTime={festival.dateEnd}>{formatShortDate(festival.dateEnd)}</time>
              </p>
              {festival.genres.length > 0 ? (
                <p className="mt-2 text-xs text-muted">{festival.genres.slice(0, 3).join(' · ')}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
