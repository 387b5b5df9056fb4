import { Icon } from './ui/icon';
import { PageLink } from '~/components/page-link';
import { KeptMarkup } from '~/rendering/kept-markup';

export type Crumb = { label: string; href?: string };

/**
 * Home, then the given items; the last item is the current page and is not a link. Rendered once for each trail
 * (`KeptMarkup`): a page's trail is the same on every view of it.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <KeptMarkup
      as="nav"
      aria-label="Breadcrumb"
      className="text-sm text-muted"
      component={Trail}
      props={{ items }}
    />
  );
}

function Trail({ items }: { items: Crumb[] }) {
  return (
    <ol className="flex flex-wrap items-center gap-1.5">
      <li>
        <PageLink to="/" className="inline-flex items-center gap-1 hover:text-text">
          <Icon name="home" className="h-4 w-4" />
          <span>Home</span>
        </PageLink>
      </li>
      {items.map((item, index) => {
        const isLast = index === items.length - 1;
        return (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            {isLast || !item.href ? (
              <span aria-current={isLast ? 'page' : undefined} className="text-text line-clamp-1">
                {item.label}
              </span>
            ) : (
              <PageLink to={item.href} className="hover:text-text">
                {item.label}
              </PageLink>
            )}
          </li>
        );
      })}
    </ol>
  );
}
