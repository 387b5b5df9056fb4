import type { GuideEntry } from '~/domain/newsletter/festival-guide.server';
import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';

/**
 * The festival guide promo: new subscribers get the guide with their welcome e-mail, and here is what it
 * holds today (the festivals on now and next that we list). Nothing is shown when we list none.
 */
export function NewsletterFestivalGuide({ festivals, total }: { festivals: GuideEntry[]; total: number }) {
  if (festivals.length === 0) return null;
  return (
    <section
      aria-labelledby="guide-title"
      className="mt-12 rounded-2xl border border-border bg-surface-2 p-6 sm:p-8"
    >
      <div className="flex items-center gap-3">
        <Icon name="ticket" className="h-7 w-7 text-accent" />
        <h2 id="guide-title" className="text-2xl font-bold">
          Free festival guide
        </h2>
      </div>
      <p className="mt-2 text-muted">
        Confirm your address and your welcome e-mail brings the guide: the next{' '}
        {total === 1 ? 'festival' : `${total} festivals`} we list, with dates, places and links to every
        line-up. Coming up:
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {festivals.map((festival) => (
          <li key={festival.path} className="rounded-xl border border-border bg-surface p-4">
            <PageLink to={festival.path} className="font-semibold hover:text-accent hover:underline">
              {festival.name}
            </PageLink>
            <p className="mt-1 text-sm text-muted">
              {festival.dates} · {festival.place}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
