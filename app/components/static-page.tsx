import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';

/** Layout for the site's written pages (about, privacy, terms, contact). */
export function StaticPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ label: title }]} />
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-3 text-lg text-muted">{intro}</div> : null}
      <div className="prose-article mt-8">{children}</div>
    </div>
  );
}
