import { useRef, useState, type CSSProperties } from 'react';
import type { PageAd } from '~/domain/monetization/ad-slots.server';
import { COMPACT_MAX_HEIGHT } from '~/domain/monetization/house-ad-rotation';
import { useHouseAdImpression } from './ad-impressions';
import { useNetworkAd } from './ad-network';
import { Icon } from './ui/icon';

/**
 * The slot's size is reserved before anything fills it (its mobile size below 768 px), so an ad never moves
 * the page. Sizes come from the database, hence custom properties rather than fixed classes.
 */
function slotBox(ad: PageAd): CSSProperties {
  return {
    '--ad-w': `${ad.width}px`,
    '--ad-h': `${ad.height}px`,
    '--ad-mw': `${ad.mobileWidth ?? ad.width}px`,
    '--ad-mh': `${ad.mobileHeight ?? ad.height}px`,
  } as CSSProperties;
}

const boxClass =
  'relative mx-auto h-[var(--ad-mh)] w-[var(--ad-mw)] max-w-full overflow-hidden md:h-[var(--ad-h)] md:w-[var(--ad-w)]';

/** One ad slot of a page; a slot the page did not get (disabled, or nothing to show) draws nothing. */
export function AdSlot({ ad, className = '' }: { ad: PageAd | undefined; className?: string }) {
  if (!ad) return null;
  return (
    <aside aria-label="Advertisement" className={`flex justify-center ${className}`} data-ad-slot={ad.key}>
      <div className={boxClass} style={slotBox(ad)}>
        <AdFill ad={ad} />
      </div>
    </aside>
  );
}

function AdFill({ ad }: { ad: PageAd }) {
  switch (ad.fill) {
    case 'house':
      return <HouseAd ad={ad} />;
    case 'network':
      return <NetworkAd ad={ad} />;
    case 'placeholder':
      return (
        <div className="flex h-full w-full flex-col items-center justify-center rounded-xl border border-dashed border-border bg-surface text-center text-xs text-muted">
          <span className="font-semibold tracking-widest uppercase">Advertisement</span>
          <span>
            {ad.width} × {ad.height} · {ad.key}
          </span>
        </div>
      );
  }
}

function HouseAd({ ad }: { ad: Extract<PageAd, { fill: 'house' }> }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { houseAd } = ad;
  useHouseAdImpression(ref, houseAd.id, ad.key);
  // The compact layout suits banners; both of a slot's sizes decide, as CSS picks one of them.
  const tallest = Math.max(ad.height, ad.mobileHeight ?? 0);
  const compact = tallest <= COMPACT_MAX_HEIGHT;
  // A strip as low as the sticky bottom slot (50 px) has room for the title and the button only.
  const strip = tallest < 80;
  return (
    <a
      ref={ref}
      href={`/ads/${houseAd.id}/click?slot=${encodeURIComponent(ad.key)}`}
      className={`group flex h-full w-full rounded-xl border border-border bg-gradient-to-r from-surface to-surface-2 text-left transition-colors hover:border-accent ${compact ? 'items-center gap-3 px-4' : 'flex-col justify-center gap-2 p-5'}`}
    >
      <span className="sr-only">House promotion: </span>
      <span className={`min-w-0 ${compact ? 'flex-1' : ''}`}>
        <span className={`block font-bold ${compact ? 'truncate text-sm sm:text-base' : 'text-lg'}`}>
          {houseAd.title}
        </span>
        {strip ? null : (
          <span className={`block text-muted ${compact ? 'line-clamp-2 text-xs sm:text-sm' : 'text-sm'}`}>
            {houseAd.body}
          </span>
        )}
      </span>
      <span className="inline-flex shrink-0 items-center gap-1 self-start rounded-full bg-accent px-3 py-1 text-xs font-semibold text-on-accent group-hover:bg-accent-strong sm:self-center">
        {houseAd.ctaLabel} <Icon name="arrowRight" className="h-3 w-3" />
      </span>
    </a>
  );
}

function NetworkAd({ ad }: { ad: Extract<PageAd, { fill: 'network' }> }) {
  useNetworkAd(ad.client);
  return (
    <ins
      className="adsbygoogle block h-full w-full"
      data-ad-client={ad.client}
      data-ad-slot={ad.networkSlotName ?? ad.key}
    />
  );
}

/**
 * The sticky bottom ad of small screens (below the large breakpoint), which the reader can close. A spacer of
 * its height ends the page, so it never covers the last of the content.
 */
export function StickyAd({ ad }: { ad: PageAd | undefined }) {
  const [closed, setClosed] = useState(false);
  if (!ad || closed) return null;
  return (
    <>
      <div
        aria-hidden="true"
        className="h-[calc(var(--ad-mh)+0.5rem)] md:h-[calc(var(--ad-h)+0.5rem)] lg:hidden"
        style={slotBox(ad)}
      />
      <div className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-2 border-t border-border bg-bg/95 px-2 py-1 backdrop-blur lg:hidden">
        <AdSlot ad={ad} className="min-w-0" />
        <button
          type="button"
          onClick={() => setClosed(true)}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:text-text"
          aria-label="Close advertisement"
        >
          <Icon name="close" />
        </button>
      </div>
    </>
  );
}
