/**
 * First-party counting of house ads, without React: a house ad is server markup only (its link counts its click
 * on the server), so all it needs in the browser is to be seen. An ad counts once half of it has been on screen,
 * and the page's sightings go to the server in one beacon. Nothing identifies the reader; the server keeps only
 * day totals (`/ads/events`, app/routes/ad-events.ts).
 *
 * The islands' entry runs this on every reader page; it looks for the marks `HouseAdView` renders.
 */
type Sighting = { adId: string; slotKey: string; kind: 'impression' };

const pending: Sighting[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (pending.length === 0) return;
  const body = JSON.stringify({ events: pending.splice(0, pending.length) });
  if (!navigator.sendBeacon?.('/ads/events', new Blob([body], { type: 'application/json' })))
    void fetch('/ads/events', {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
}

/** Watches every house ad on the page and counts each the first time it is half visible. */
export function countHouseAdImpressions() {
  const ads = document.querySelectorAll<HTMLElement>('[data-house-ad]');
  if (ads.length === 0 || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const element = entry.target as HTMLElement;
        observer.unobserve(element);
        pending.push({
          adId: element.dataset.houseAd ?? '',
          slotKey: element.dataset.adSlotKey ?? '',
          kind: 'impression',
        });
        flushTimer ??= setTimeout(flush, 2_000);
      }
    },
    { threshold: 0.5 },
  );
  for (const ad of ads) observer.observe(ad);
  window.addEventListener('pagehide', flush);
}
