import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';

/** The frame of a section listing: breadcrumb, heading, one line of intro, then the list. */
export function SectionPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: title }]} />
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-muted">{intro}</p>
      {children}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="mt-10 rounded-2xl border border-dashed border-border p-12 text-center text-muted">
      {children}
    </p>
  );
}

export const cardClass = 'flex flex-col overflow-hidden rounded-2xl border border-border bg-surface';
export const gridClass = 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** A list card with a fixed-ratio cover image on top (so nothing jumps while it loads) and its text below. */
export function CoverCard({
  id,
  image,
  fallback,
  square = false,
  children,
}: {
  /** An anchor for links to this card (the home page's festival tracker links to its festival). */
  id?: string;
  image: string | null;
  fallback: string;
  square?: boolean;
  children: ReactNode;
}) {
  return (
    <li id={id} className={`${cardClass} scroll-mt-24`}>
      <img
        src={image ?? fallback}
        alt=""
        width={640}
        height={square ? 640 : 360}
        loading="lazy"
        className={`${square ? 'aspect-square' : 'aspect-video'} w-full object-cover`}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">{children}</div>
    </li>
  );
}
