import type { LinkedStory } from '~/domain/story-history/story-links';
import { formatShortDate } from '~/lib/format';

/** Stories linked to this one by a shared name, each with its date and the name they share. */
export function LinkedStories({ title, stories }: { title: string; stories: LinkedStory[] }) {
  return (
    <>
      <h3 className="mt-6 text-sm font-bold">{title}</h3>
      <ul className="mt-2 space-y-2 text-sm">
        {stories.map((story) => (
          <li key={story.slug}>
            <a href={`/news/${story.slug}`} className="text-accent underline">
              {story.title}
            </a>{' '}
            <span className="text-muted">
              · <time dateTime={story.reportedAt}>{formatShortDate(story.reportedAt)}</time> · {story.tag}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
