import { festivalListHref, type FestivalListQuery } from '~/domain/festivals/festival-list-query';
import { Icon } from '../ui/icon';
import { PageLink } from '~/components/page-link';

const views = [
  { view: 'list', label: 'List View', icon: 'list' },
  { view: 'map', label: 'Map View', icon: 'mapPin' },
] as const;

/**
 * List View and Map View: two links to the same festivals (filters kept), so each view has its URL and the
 * switch works without JavaScript. The current one is marked for assistive technology.
 */
export function FestivalViewTabs({ query }: { query: FestivalListQuery }) {
  return (
    <nav aria-label="Festival views" className="mt-6">
      <ul className="inline-flex rounded-full border border-border bg-surface p-1">
        {views.map(({ view, label, icon }) => {
          const current = query.view === view;
          return (
            <li key={view}>
              <PageLink
                to={festivalListHref({ ...query, view, page: 1 })}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ${
                  current ? 'bg-accent text-on-accent' : 'text-muted hover:text-text'
                }`}
              >
                <Icon name={icon} className="h-4 w-4" />
                {label}
              </PageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
