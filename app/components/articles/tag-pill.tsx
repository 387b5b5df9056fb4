import type { ReactNode } from 'react';
import { PageLink } from '../page-link';

const PILL_CLASS = {
  small:
    'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border px-3 text-sm hover:border-accent',
  large:
    'inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-semibold hover:border-accent',
} as const;

/** A tag as a pill leading to its page, with whatever the list adds after its name (a count). */
export function TagPill({
  tag,
  size = 'small',
  children,
}: {
  tag: { slug: string; name: string };
  size?: keyof typeof PILL_CLASS;
  children?: ReactNode;
}) {
  return (
    <PageLink to={`/tags/${tag.slug}`} className={PILL_CLASS[size]}>
      #{tag.name}
      {children}
    </PageLink>
  );
}
