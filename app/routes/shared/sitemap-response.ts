const headers = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' };

/** A sitemap as crawlers fetch it: XML, kept by shared caches (and the page cache) for a while. */
export const sitemapResponse = (xml: string) => new Response(xml, { headers });

/**
 * A sitemap sent as it is written, piece by piece: each piece is asked for when the one before has gone to
 * the client, and a client that goes away stops the writing.
 */
export function streamedSitemapResponse(pieces: AsyncIterable<string>): Response {
  const iterator = pieces[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { headers });
}
