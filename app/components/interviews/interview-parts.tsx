import type { InterviewDetail } from '~/domain/interviews/interviews.server';
import { AuthorAvatar } from '../articles/author-avatar';
import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';

// The sections of an interview page below its header, each shown only when the interview has it.

const panelClass = 'mt-10 rounded-2xl border border-border bg-surface p-6';

/** The interview's key quotes, as pulled quotes. */
export function KeyHighlights({ quotes }: { quotes: string[] }) {
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="highlights-title" className="mt-10">
      <h2 id="highlights-title" className="text-2xl font-bold">
        Key Highlights
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {quotes.map((quote) => (
          <li key={quote} className="rounded-2xl border border-border bg-surface p-5">
            <blockquote className="border-l-4 border-accent pl-4 text-lg leading-relaxed italic">
              <p>{`“${quote}”`}</p>
            </blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The interview's audio: the browser's own player, which fetches nothing until the reader presses play
 * (preload none), with the reading spec's text for browsers without audio.
 */
export function InterviewAudio({
  src,
  title,
  hasTranscript,
}: {
  src: string;
  title: string;
  hasTranscript: boolean;
}) {
  return (
    <section aria-labelledby="audio-title" className={panelClass}>
      <h2 id="audio-title" className="flex items-center gap-2 text-lg font-bold">
        <Icon name="music" className="h-5 w-5 text-accent" />
        Listen to the interview
      </h2>
      {/* Speech alone: its text alternative is the transcript (WCAG 1.2.1), not captions, which need a picture. */}
      {/* eslint-disable-next-line jsx-a11y-x/media-has-caption */}
      <audio controls preload="none" src={src} aria-label={`Audio: ${title}`} className="mt-4 w-full">
        Your browser does not support the audio element.
      </audio>
      {hasTranscript ? (
        <p className="mt-2 text-sm text-muted">Prefer to read? The full transcript is below.</p>
      ) : null}
    </section>
  );
}

/** The full transcript, folded away until asked for: a native disclosure, so it opens without JavaScript. */
export function InterviewTranscript({ html }: { html: string }) {
  return (
    <details className={`${panelClass} group`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-lg [&::-webkit-details-marker]:hidden">
        <h2 className="text-lg font-bold">Full Transcript</h2>
        <Icon name="chevronDown" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      {/* Sanitised when written (app/lib/html.ts), or plain text escaped by the query (transcriptHtml). */}
      <div className="prose-article mt-4" dangerouslySetInnerHTML={{ __html: html }} />
    </details>
  );
}

/** Who conducted the interview, with a link to everything else they wrote. */
export function AboutInterviewer({ author }: { author: NonNullable<InterviewDetail['author']> }) {
  return (
    <section aria-labelledby="interviewer-title" className={`${panelClass} flex flex-col gap-4 sm:flex-row`}>
      <AuthorAvatar name={author.name} avatar={author.avatar} size="h-16 w-16" sizes="64px" />
      <div>
        <h2 id="interviewer-title" className="text-sm font-bold tracking-wide text-muted uppercase">
          About the Interviewer
        </h2>
        <p className="mt-1 text-lg font-bold">{author.name}</p>
        {author.bio ? <p className="mt-1 text-muted">{author.bio}</p> : null}
        <PageLink
          to={`/author/${encodeURIComponent(author.handle)}`}
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent hover:underline"
        >
          More from {author.name}
          <Icon name="arrowRight" className="h-4 w-4" />
        </PageLink>
      </div>
    </section>
  );
}
