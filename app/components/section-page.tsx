import type { ComponentType, ReactNode } from 'react';
import type { SignedImage } from '~/lib/image-url';
import { Breadcrumb } from './breadcrumb';
import { CoverImage } from './cover-image';
import { KeptMarkup } from '~/rendering/kept-markup';

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

// A card is at most about 400 px wide (three columns of the 80rem page); 1280 covers that at 3x.
const COVER_WIDTHS = [320, 480, 640, 960, 1280] as const;
const COVER_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * A list card whose content (`component`, a `CoverCardBody`) shows its data alone: rendered once for each value
 * of `props` and its markup reused on every list it appears on (`KeptMarkup`, decision 042).
 */
export function CoverCard<P extends object>({
  id,
  component,
  props,
}: {
  /** An anchor for links to this card (the home page's festival tracker links to its festival). */
  id?: string;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <KeptMarkup as="li" id={id} className={`${cardClass} scroll-mt-24`} component={component} props={props} />
  );
}

/**
 * A card's fixed-ratio cover on top (so nothing jumps while it loads), drawn through the site's image endpoint,
 * and its text below. Without a cover, a decorative placeholder fills the same box.
 */
export function CoverCardBody({
  image,
  square = false,
  children,
}: {
  /** The cover as the loader signed it. */
  image: SignedImage | null;
  square?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {/* Decorative: the card's heading names what it shows. */}
      <CoverImage
        image={image}
        alt=""
        sizes={COVER_SIZES}
        widths={COVER_WIDTHS}
        aspect={square ? 'square' : 'wide'}
        className={`${square ? 'aspect-square' : 'aspect-video'} w-full bg-surface-2 object-cover`}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">{children}</div>
    </>
  );
}
