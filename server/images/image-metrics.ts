import client from 'prom-client';
import type { ImageOutcome } from './image-handler';

/** Counts image requests by outcome on the server's registry. */
export function imageOutcomeCounter(registry: client.Registry): (outcome: ImageOutcome) => void {
  const counter = new client.Counter({
    name: 'dropwire_image_requests_total',
    help: 'Image endpoint requests by outcome: hit (from the disk cache), miss (made now), failed (placeholder served), refused (bad or unsigned request), limited (429: client rate limit), overloaded (503: work limits reached), aborted (the client left first)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return (outcome) => counter.inc({ outcome });
}
