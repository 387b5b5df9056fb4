import type { GearDealCard as Deal } from '~/domain/monetization/gear-deals-page.server';
import { formatPrice, formatShortDate } from '~/lib/format';
import { CoverImage } from '../cover-image';
import { CheckDealLink, DealPrices } from './gear-deal-parts';
import { StarRating } from '../reviews/star-rating';
import { Icon } from '../ui/icon';

// Three columns of a 80rem page at most: about 400 px a card.
const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
const IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** One deal: what it is, where, how much it saves, what the shop adds, and Check Deal through `/go/{id}`. */
export function GearDealCard({ deal }: { deal: Deal }) {
  const saving = deal.originalPriceCents - deal.dealPriceCents;
  return (
    <li
      id={`deal-${deal.id}`}
      className="relative flex scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-border bg-surface"
    >
      {/* Decorative: the heading names the product. */}
      <CoverImage
        image={deal.image}
        alt=""
        sizes={IMAGE_SIZES}
        widths={IMAGE_WIDTHS}
        className="aspect-video w-full bg-surface-2 object-cover"
      />
      <span className="absolute top-3 right-3 rounded-full bg-accent px-3 py-1 text-sm font-extrabold text-on-accent shadow">
        {`−${deal.discount}%`}
        <span className="sr-only"> off</span>
      </span>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-widest text-muted uppercase">{deal.brand}</p>
        <h2 className="text-lg leading-snug font-bold">{deal.title}</h2>
        <p className="text-sm text-muted">
          at <span className="font-semibold text-text">{deal.shop}</span>
        </p>
        {deal.rating !== null ? <StarRating rating={deal.rating} /> : null}
        <DealPrices deal={deal} priceClass="text-2xl font-extrabold">
          <span className="text-sm font-semibold text-accent">Save {formatPrice(saving, deal.currency)}</span>
        </DealPrices>
        {deal.benefits.length > 0 ? (
          <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label="Included">
            {deal.benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <Icon name="check" className="h-4 w-4 shrink-0 text-accent" />
                {benefit}
              </li>
            ))}
          </ul>
        ) : null}
        {deal.expiresAt ? (
          <p className="text-xs text-muted">
            Ends <time dateTime={deal.expiresAt}>{formatShortDate(deal.expiresAt)}</time>
          </p>
        ) : null}
        <div className="mt-auto pt-3">
          <CheckDealLink
            deal={deal}
            name={deal.title}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-accent px-5 py-2 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-strong"
          />
        </div>
      </div>
    </li>
  );
}
