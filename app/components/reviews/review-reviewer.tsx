import type { ReviewDetail } from '~/domain/reviews/review-detail.server';
import { AuthorAvatar } from '../articles/author-avatar';
import { PageLink } from '~/components/page-link';

/** About the Reviewer: portrait, name, bio and the way to everything else they wrote. */
export function ReviewReviewer({ author }: { author: NonNullable<ReviewDetail['author']> }) {
  return (
    <section
      aria-labelledby="reviewer-title"
      className="mt-10 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:flex-row"
    >
      <AuthorAvatar name={author.name} avatar={author.avatar} size="h-16 w-16" sizes="64px" />
      <div>
        <h2 id="reviewer-title" className="text-sm font-bold tracking-wide text-muted uppercase">
          About the Reviewer
        </h2>
        <p className="mt-1 text-lg font-bold">{author.name}</p>
        {author.bio ? <p className="mt-1 text-sm text-muted">{author.bio}</p> : null}
        <PageLink
          to={`/author/${encodeURIComponent(author.handle)}`}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-accent hover:underline"
        >
          More from {author.name}
        </PageLink>
      </div>
    </section>
  );
}
