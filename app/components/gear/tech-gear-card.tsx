import { formatPrice } from '~/lib/format';
import type { TechGearCard as TechGearCardData } from '~/domain/gear/tech-list.server';
import { CoverImage } from '../cover-image';
import { StarRating } from '../reviews/star-rating';
import { Badge } from '../ui/badge';
import { PageLink } from '~/components/page-link';

const CARD_WIDTHS = [320, 480, 640, 960, 1280] as const;
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
/** Specifications a card has room for; the review page lists them all. */
const SPECS_SHOWN = 2;

/**
 * A gear item in the Tech & Gear list: brand and model, category, list price in its stored currency and the
 * first specifications. With a published review, the card leads to it (`/tech-gear/{slug}`) and shows its
 * rating; without one it is not a link (there is no page of its own).
 */
export function TechGearCard({ gear }: { gear: TechGearCardData }) {
  const name = `${gear.brand} ${gear.model}`;
  const specs = Object.entries(gear.specs).slice(0, SPECS_SHOWN);
  return (
    <article className="group relative flex flex-1 flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-colors hover:border-accent">
      <div className="relative aspect-video overflow-hidden bg-surface-2">
        {/* Decorative: the heading names the product. */}
        <CoverImage
          image={gear.cover}
          alt=""
          sizes={CARD_SIZES}
          widths={CARD_WIDTHS}
          className="h-full w-full object-cover"
        />
        <span className="absolute top-3 left-3 flex gap-2">
          <Badge>Gear</Badge>
          <Badge tone="neutral">{gear.category}</Badge>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-widest text-muted uppercase">{gear.brand}</p>
        <h2 className="text-lg leading-snug font-bold">
          {gear.review ? (
            <PageLink
              to={`/tech-gear/${encodeURIComponent(gear.review.slug)}`}
              prefetch="intent"
              className="after:absolute after:inset-0 focus-visible:outline-none group-has-[:focus-visible]:underline"
            >
              {name}
            </PageLink>
          ) : (
            name
          )}
        </h2>
        {gear.review ? <StarRating rating={gear.review.rating} /> : null}
        {specs.length > 0 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {specs.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
          {gear.msrpCents !== null ? (
            <span>
              <span className="text-muted">MSRP </span>
              <span className="font-semibold">{formatPrice(gear.msrpCents, gear.currency)}</span>
            </span>
          ) : null}
          {gear.review ? (
            <span aria-hidden="true" className="font-semibold text-accent">
              Read the review →
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
