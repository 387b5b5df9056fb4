import { z } from 'zod';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import { type Signature, writeMeaning } from '../normalise/similarity';

const replySchema = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()).min(2) })),
});

/** Reports sent in one request; a feed brings up to FEED_MAX_ITEMS, so a big one takes a few. */
const BATCH = 64;
/** Words of a report's text sent with its headline: the lead is what grouping compares. */
const LEAD_WORDS = 80;

type EmbeddableItem = { title: string; contentText: string; summary: string; signature: Signature };
/** Adds the meaning of each report to its signature; reports it cannot embed keep their offline signature. */
export type Embedder = (items: EmbeddableItem[]) => Promise<void>;

/**
 * An embedder using an OpenAI-compatible `/v1/embeddings` endpoint when EMBEDDINGS_BASE_URL and
 * EMBEDDINGS_MODEL are set (decision 033). It runs while a source is read, outside the write lock; a failed,
 * slow or malformed answer is logged and those reports are grouped by their words and anchors alone.
 */
export function createEmbedder(config: Config, logger: Logger): Embedder | undefined {
  const {
    EMBEDDINGS_BASE_URL: baseUrl,
    EMBEDDINGS_MODEL: model,
    EMBEDDINGS_API_KEY: apiKey,
    EMBEDDINGS_TIMEOUT_MS: timeoutMs,
  } = config;
  if (!baseUrl || !model) return undefined;
  const endpoint = new URL('/v1/embeddings', baseUrl).toString();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  return async (items) => {
    for (let from = 0; from < items.length; from += BATCH) {
      const batch = items.slice(from, from + BATCH);
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            model,
            input: batch.map(
              (item) =>
                `${item.title}\n${(item.contentText || item.summary).split(/\s+/, LEAD_WORDS).join(' ')}`,
            ),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`the endpoint answered ${response.status}`);
        const reply = replySchema.parse(await response.json());
        for (const { index, embedding } of reply.data) {
          const item = batch[index];
          if (item) writeMeaning(item.signature, embedding);
        }
      } catch (error) {
        logger.warn(
          { module: 'embeddings', err: (error as Error).message, items: batch.length },
          'embeddings unavailable; grouping these reports offline',
        );
        // The endpoint is down or slow: the rest of this source would wait as long for the same answer.
        return;
      }
    }
  };
}
