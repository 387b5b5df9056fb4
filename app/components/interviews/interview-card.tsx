import type { InterviewList } from '~/domain/interviews/interviews.server';
import { formatLongDate } from '~/lib/format';
import { CoverCard, CoverCardBody } from '../section-page';
import { buttonClass } from '../ui/button-link';
import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';

/** How many guests a card names before "+N more" (reading spec). */
const GUESTS_SHOWN = 2;

/** "Amelie Lens, Bicep +2 more". */
function guestLine(guests: readonly string[]): string {
  const shown = guests.slice(0, GUESTS_SHOWN).join(', ');
  const more = guests.length - GUESTS_SHOWN;
  return more > 0 ? `${shown} +${more} more` : shown;
}

/** An interview in the list: guests, title, first key quote, date and author, and the way in. */
export function InterviewCard({ interview }: { interview: InterviewList['items'][number] }) {
  return <CoverCard component={InterviewCardContent} props={{ interview }} />;
}

function InterviewCardContent({ interview }: { interview: InterviewList['items'][number] }) {
  const href = `/interviews/${interview.slug}`;
  return (
    <CoverCardBody image={interview.cover}>
      {interview.guests.length > 0 ? (
        <p className="text-sm font-semibold text-accent">{guestLine(interview.guests)}</p>
      ) : null}
      <h2 className="text-lg leading-snug font-bold">
        <PageLink to={href} className="hover:underline">
          {interview.title}
        </PageLink>
      </h2>
      {interview.firstQuote ? (
        <blockquote className="border-l-4 border-accent pl-3 text-sm text-muted italic">
          <p>{`“${interview.firstQuote}”`}</p>
        </blockquote>
      ) : null}
      <p className="mt-auto pt-2 text-sm text-muted">
        {interview.publishedAt ? (
          <time dateTime={interview.publishedAt.toISOString()}>{formatLongDate(interview.publishedAt)}</time>
        ) : null}
        {interview.publishedAt && interview.authorName ? ' · ' : null}
        {interview.authorName ? `By ${interview.authorName}` : null}
      </p>
      <PageLink
        to={href}
        className={`${buttonClass(interview.hasVideo ? 'primary' : 'secondary')} mt-2 self-start`}
      >
        <Icon name={interview.hasVideo ? 'play' : 'arrowRight'} className="h-4 w-4" />
        {interview.hasVideo ? 'Watch Interview' : 'Read Interview'}
        <span className="sr-only">: {interview.title}</span>
      </PageLink>
    </CoverCardBody>
  );
}
