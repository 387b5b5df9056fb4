import type { CSSProperties, ReactNode } from 'react';
import type { PageAd } from '~/domain/monetization/ad-slots.server';
import { COMPACT_MAX_HEIGHT } from '~/domain/monetization/house-ad-rotation';
import { island } from '~/islands/island';
import { useNetworkAd } from './ad-network';
import { Icon } from '../ui/icon';

// A slot is server markup. A house ad is too: the islands' entry counts its impression without React
// (app/islands/house-ad-impressions.ts), and the sticky slot's close button is a <details> the browser runs.
// Only a network slot is an island, as it loads the network's script.

type AdBox = Pick<PageAd, 'key' | 'width' | 'height' | 'mobileWidth' | 'mobileHeight'>;

type HouseAdProps = {
  slotKey: string;
  adId: string;
  title: string;
  /** Left out in a strip too low for it. */
  body: string | null;
  ctaLabel: string;
  /** The banner layout rather than the tall one. */
  compact: boolean;
};
type NetworkAdProps = { client: string; slotName: string };
type Fill =
  | { fill: 'house'; house: HouseAdProps }
  | { fill: 'network'; network: NetworkAdProps }
  | { fill: 'placeholder' };

/**
 * The slot's size is reserved before anything fills it (its mobile size below 768 px), so an ad never moves
 * the page. Sizes come from the database, hence custom properties rather than fixed classes.
 */
function slotBox(box: AdBox): CSSProperties {
  return {
    '--ad-w': `${box.width}px`,
    '--ad-h': `${box.height}px`,
    '--ad-mw': `${box.mobileWidth ?? box.width}px`,
    '--ad-mh': `${box.mobileHeight ?? box.height}px`,
  } as CSSProperties;
}

const boxClass =
  'relative mx-auto h-[var(--ad-mh)] w-[var(--ad-mw)] max-w-full overflow-hidden md:h-[var(--ad-h)] md:w-[var(--ad-w)]';

function AdFrame({ box, className, children }: { box: AdBox; className: string; children: ReactNode }) {
  return (
    <aside aria-label="Advertisement" className={`flex justify-center ${className}`} data-ad-slot={box.key}>
      <div className={boxClass} style={slotBox(box)}>
        {children}
      </div>
    </aside>
  );
}

const boxOf = (ad: PageAd): AdBox => ({
  key: ad.key,
  width: ad.width,
  height: ad.height,
  mobileWidth: ad.mobileWidth,
  mobileHeight: ad.mobileHeight,
});

function fillOf(ad: PageAd): Fill {
  switch (ad.fill) {
    case 'house': {
      // The compact layout suits banners; both of a slot's sizes decide, as CSS picks one of them.
      const tallest = Math.max(ad.height, ad.mobileHeight ?? 0);
      const { houseAd } = ad;
      return {
        fill: 'house',
        house: {
          slotKey: ad.key,
          adId: houseAd.id,
          title: houseAd.title,
          // A strip as low as the sticky bottom slot (50 px) has room for the title and the button only.
          body: tallest < 80 ? null : houseAd.body,
          ctaLabel: houseAd.ctaLabel,
          compact: tallest <= COMPACT_MAX_HEIGHT,
        },
      };
    }
    case 'network':
      return { fill: 'network', network: { client: ad.client, slotName: ad.networkSlotName ?? ad.key } };
    case 'placeholder':
      return { fill: 'placeholder' };
  }
}

function AdPlaceholder({ box }: { box: AdBox }) {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center rounded-xl border border-dashed border-border bg-surface text-center text-xs text-muted">
      <span className="font-semibold tracking-widest uppercase">Advertisement</span>
      <span>
        {box.width} × {box.height} · {box.key}
      </span>
    </div>
  );
}

/**
 * A house ad: its impression counts once half of it is seen (the marks below, read by the islands' entry); its
 * clicks count on the server.
 */
function HouseAdView({ slotKey, adId, title, body, ctaLabel, compact }: HouseAdProps) {
  return (
    <a
      data-house-ad={adId}
      data-ad-slot-key={slotKey}
      href={`/ads/${adId}/click?slot=${encodeURIComponent(slotKey)}`}
      className={`group flex h-full w-full rounded-xl border border-border bg-gradient-to-r from-surface to-surface-2 text-left transition-colors hover:border-accent ${compact ? 'items-center gap-3 px-4' : 'flex-col justify-center gap-2 p-5'}`}
    >
      <span className="sr-only">House promotion: </span>
      <span className={`min-w-0 ${compact ? 'flex-1' : ''}`}>
        <span className={`block font-bold ${compact ? 'truncate text-sm sm:text-base' : 'text-lg'}`}>
          {title}
        </span>
        {body === null ? null : (
          <span className={`block text-muted ${compact ? 'line-clamp-2 text-xs sm:text-sm' : 'text-sm'}`}>
            {body}
          </span>
        )}
      </span>
      {/* In a strip (50-100 px high) the button sits in the middle, and on a phone shows its arrow alone, so
          the title keeps the room. */}
      <span
        className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-accent py-1 text-xs font-semibold text-on-accent group-hover:bg-accent-strong ${compact ? 'self-center px-2 sm:px-3' : 'self-start px-3 sm:self-center'}`}
      >
        <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{ctaLabel}</span>{' '}
        <Icon name="arrowRight" className="h-3 w-3" />
      </span>
    </a>
  );
}

/** A network slot (an island): it loads the network's script once the page is interactive, and asks for a fill. */
export function NetworkAdView({ client, slotName }: NetworkAdProps) {
  useNetworkAd(client);
  return <ins className="adsbygoogle block h-full w-full" data-ad-client={client} data-ad-slot={slotName} />;
}

// A network slot's props are the same on every page that shows it: rendered once and kept (`propsRecur`).
const NetworkAd = island('network-ad', NetworkAdView, { propsRecur: true });

/** What fills a slot's box. */
function FillView({ box, fill }: { box: AdBox; fill: Fill }) {
  if (fill.fill === 'house') return <HouseAdView {...fill.house} />;
  if (fill.fill === 'network') return <NetworkAd {...fill.network} />;
  return <AdPlaceholder box={box} />;
}

/** One ad slot of a page; a slot the page did not get (disabled, or nothing to show) draws nothing. */
export function AdSlot({ ad, className = '' }: { ad: PageAd | undefined; className?: string }) {
  if (!ad) return null;
  const box = boxOf(ad);
  const fill = fillOf(ad);
  return (
    <AdFrame box={box} className={className}>
      <FillView box={box} fill={fill} />
    </AdFrame>
  );
}

/**
 * The sticky bottom ad of small screens (below the large breakpoint), which the reader can close. A spacer of
 * its height ends the page, so it never covers the last of the content.
 */
function StickyAdView({ box, fill }: { box: AdBox; fill: Fill }) {
  // A <details> open from the start, whose summary is the close button: the browser closes it with or
  // without scripts, and the spacer before it goes with it.
  return (
    <>
      <div
        aria-hidden="true"
        className="h-[calc(var(--ad-mh)+0.5rem)] md:h-[calc(var(--ad-h)+0.5rem)] lg:hidden [&:has(+details:not([open]))]:hidden"
        style={slotBox(box)}
      />
      <details
        open
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-bg/95 px-2 py-1 backdrop-blur lg:hidden [&:not([open])]:hidden"
      >
        <summary
          aria-label="Close advertisement"
          className="absolute top-1/2 right-1 inline-flex h-11 w-11 -translate-y-1/2 cursor-pointer list-none items-center justify-center rounded-full text-muted hover:text-text [&::-webkit-details-marker]:hidden"
        >
          <Icon name="close" />
        </summary>
        <div className="flex justify-center pr-12 pl-10">
          <AdFrame box={box} className="min-w-0">
            <FillView box={box} fill={fill} />
          </AdFrame>
        </div>
      </details>
    </>
  );
}

export function StickyAd({ ad }: { ad: PageAd | undefined }) {
  return ad ? <StickyAdView box={boxOf(ad)} fill={fillOf(ad)} /> : null;
}

/**
 * The handle of a route whose page has a sticky ad (`handle = stickyAdHandle`, its loader returning `ads`): the
 * root layout renders that ad after the site's footer, so the spacer that ends the page comes after the
 * footer too and the ad never covers the footer's last line.
 */
export const stickyAdHandle = {
  stickyAd: (data: unknown): PageAd | undefined =>
    (data as { ads?: Partial<Record<string, PageAd>> } | undefined)?.ads?.['sticky-bottom'],
};
