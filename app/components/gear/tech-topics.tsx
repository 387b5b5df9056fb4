import { listQueryString } from '~/domain/catalogue/list-query';
import { techDefaults, type TechCategory } from '~/domain/gear/tech-query';
import type { TechTopic, TechTrendingTag } from '~/domain/gear/tech-topics.server';
import { formatNumber } from '~/lib/format';
import { PageLink } from '~/components/page-link';

const chipClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border px-3 text-sm hover:border-accent';

/** The tags most used on tech stories in the last 30 days, each leading to its tag page. */
export function TechTrendingTags({ tags }: { tags: TechTrendingTag[] }) {
  if (tags.length === 0) return null;
  return (
    <section
      aria-labelledby="tech-trending-title"
      className="rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id="tech-trending-title" className="text-lg font-bold">
        Trending in Tech
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <PageLink to={`/tags/${tag.slug}`} className={chipClass}>
              #{tag.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How many items each gear category holds, each leading to the list filtered by it. */
export function TechPopularTopics({ topics, current }: { topics: TechTopic[]; current: TechCategory }) {
  if (topics.length === 0) return null;
  return (
    <section aria-labelledby="tech-topics-title" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="tech-topics-title" className="text-lg font-bold">
        Popular Topics
      </h2>
      <ul className="mt-3 divide-y divide-border">
        {topics.map((topic) => (
          <li key={topic.category}>
            <PageLink
              to={`/tech${listQueryString({ ...techDefaults, category: topic.category as TechCategory }, techDefaults)}`}
              aria-current={topic.category === current ? 'page' : undefined}
              className="flex min-h-11 items-center justify-between gap-3 text-sm hover:text-accent aria-[current=page]:font-bold aria-[current=page]:text-accent"
            >
              {topic.category}
              <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-text">
                {formatNumber(topic.count)}
                <span className="sr-only"> {topic.count === 1 ? 'item' : 'items'}</span>
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
