import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';

/** A home section's title, with a link to the page that has all of it. */
export function SectionHeading({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {more ? (
        <PageLink
          to={more.to}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent hover:underline"
        >
          {more.label} <Icon name="arrowRight" className="h-4 w-4" />
        </PageLink>
      ) : null}
    </div>
  );
}

export const sectionClass = 'mx-auto max-w-7xl px-4 py-10';
