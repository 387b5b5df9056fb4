import { listenForContentChanges } from '../../app/domain/reader-writes/content-changes.server';
import { createLogger } from '../../app/lib/logger.server';

/**
 * Counts the content-change notices a database delivers, as a web process hears them. `settled(n)` waits
 * (up to 5 s) until at least n were heard and returns the count.
 */
export async function countContentChanges(url: string) {
  let heard = 0;
  const listener = listenForContentChanges(url, () => (heard += 1), createLogger('silent'));
  const settled = async (atLeast: number) => {
    for (let waited = 0; heard < atLeast && waited < 5_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return heard;
  };
  // The listener reports once when it has connected.
  await settled(1);
  const start = heard;
  return {
    /** Notices heard since listening began. */
    count: () => heard - start,
    /** Waits until `n` notices were heard since listening began; returns how many were. */
    settled: async (n: number) => (await settled(start + n)) - start,
    stop: () => listener.stop(),
  };
}
