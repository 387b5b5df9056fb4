import { useEffect } from 'react';

type AdQueue = { push: (slot: object) => void };
const holder = (typeof window === 'undefined' ? {} : window) as { adsbygoogle?: AdQueue | object[] };

let scriptRequested = false;

/**
 * Loads the ad network's script once per visit, after the page has loaded and the browser is idle, so ads
 * never hold up the page. A failure is only logged: the slot keeps its reserved, empty space.
 */
function loadNetworkScript(client: string) {
  if (scriptRequested) return;
  scriptRequested = true;
  const start = () => {
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
    script.onerror = () => console.error('The ad network script failed to load');
    document.head.append(script);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(start, { timeout: 3_000 })
      : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Asks the network to fill this page's slot (its queue waits for the script if it has not arrived). */
export function useNetworkAd(client: string | undefined) {
  useEffect(() => {
    if (!client) return;
    loadNetworkScript(client);
    try {
      const queue = (holder.adsbygoogle ??= []);
      queue.push({});
    } catch (error) {
      console.error('The ad network refused a slot', error);
    }
  }, [client]);
}
