import { socialPlatforms } from '~/domain/home/source-posts';
import type { SocialPost } from '~/domain/home/source-posts.server';
import { formatTimeAgo } from '~/lib/format';
import { SectionHeading, sectionClass } from './section-heading';

/** The newest posts of the social sources, each with its platform. */
export function SocialBuzz({ posts, now }: { posts: SocialPost[]; now: number }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="social-buzz-title" className={sectionClass}>
      <SectionHeading id="social-buzz-title" title="Social Buzz" />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
            <p className="flex items-center justify-between gap-3 text-xs">
              <span className="rounded-full bg-surface-2 px-3 py-0.5 font-bold">
                {socialPlatforms[post.platform]}
              </span>
              <span className="text-muted">{formatTimeAgo(post.publishedAt, new Date(now))}</span>
            </p>
            <blockquote className="text-sm">{post.text}</blockquote>
            <p className="mt-auto text-xs text-muted">
              <a
                href={post.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-semibold text-text hover:underline"
              >
                {post.author}
                <span className="sr-only"> on {socialPlatforms[post.platform]} (opens in a new tab)</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
