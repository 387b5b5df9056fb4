import type { TrendingTag } from '~/domain/home/trending.server';
import { TagPill } from '~/components/articles/tag-pill';
import { KeptMarkup } from '~/rendering/kept-markup';

/** The tags most used this week, as a strip of chips. */
export function TrendingTags({ tags }: { tags: TrendingTag[] }) {
  if (tags.length === 0) return null;
  return (
    <KeptMarkup
      as="section"
      aria-labelledby="trending-tags-title"
      className="mx-auto max-w-7xl px-4 pt-8"
      component={TrendingTagsContent}
      props={{ tags }}
    />
  );
}

function TrendingTagsContent({ tags }: { tags: TrendingTag[] }) {
  return (
    <>
      <h2 id="trending-tags-title" className="text-sm font-bold tracking-widest text-muted uppercase">
        Trending this week
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <TagPill tag={tag} size="large">
              <span className="text-xs font-normal text-muted">
                {tag.count} {tag.count === 1 ? 'story' : 'stories'}
              </span>
            </TagPill>
          </li>
        ))}
      </ul>
    </>
  );
}
