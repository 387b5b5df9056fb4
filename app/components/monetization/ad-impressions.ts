import { useEffect, type RefObject } from 'react';

/**
 * First-party counting of house ads: an ad counts as seen once half of it has been on screen, and the page's
 * sightings go to the server in one beacon. Nothing identifies the reader; the server keeps only day totals.
 */
const pending: { adId: string; slotKey: string; kind: 'impression' }[] = [];
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

function queue(adId: string, slotKey: string) {
  pending.push({ adId, slotKey, kind: 'impression' });
  flushTimer ??= setTimeout(flush, 2_000);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

/** Counts one impression of the house ad in `ref` the first time it is half visible on this page. */
export function useHouseAdImpression(ref: RefObject<HTMLElement | null>, adId: string, slotKey: string) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        queue(adId, slotKey);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, adId, slotKey]);
}
