import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeEmbeddingsServer,
  startFakeEmbeddingsServer,
} from '../../../../tests/fixtures/fake-embeddings-server';
import { loadConfig } from '~/lib/config.server';
import { createLogger } from '~/lib/logger.server';
import { fingerprint, meaningSimilarity } from '../normalise/similarity';
import { createEmbedder } from './embeddings.server';
import { sameStoryScore } from './same-story';

// Two reports of one event sharing one anchor (LX Factory) and no headline words: too little for the offline
// rule, enough with embeddings that place them together.
const lisbon = {
  title: 'Boiler Room heads to Portugal',
  text: 'The livestream brand is taking its festival format to LX Factory this summer.',
};
const venue = {
  title: 'Cameras roll at LX Factory',
  text: 'A two-day weekend of filmed DJ sets comes to the riverside venue, its organisers say.',
};
const report = (item: { title: string; text: string }) => ({
  title: item.title,
  contentText: item.text,
  summary: item.text,
  ...fingerprint(item.title, item.text),
});

// A stand-in model: reports about the Lisbon weekend point one way, everything else another.
const topic = (text: string) =>
  /Portugal|LX Factory|Lisbon/.test(text) ? [1, 0.2, 0.1, 0, 0.05, 0] : [0, 0.1, 1, 0.3, 0, 0.2];

describe('embeddings from a loopback OpenAI-compatible server', () => {
  let server: FakeEmbeddingsServer;
  const logger = createLogger('silent');
  const embedderFor = (url: string) =>
    createEmbedder(
      loadConfig({
        EMBEDDINGS_BASE_URL: url,
        EMBEDDINGS_MODEL: 'test-embedder',
        EMBEDDINGS_TIMEOUT_MS: '300',
      }),
      logger,
    )!;

  beforeAll(async () => {
    server = await startFakeEmbeddingsServer({ embed: topic });
  });
  afterAll(() => server.close());

  it('is off unless both the base URL and the model are set', () => {
    expect(createEmbedder(loadConfig({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:9' }), logger)).toBeUndefined();
    expect(createEmbedder(loadConfig({ EMBEDDINGS_MODEL: 'm' }), logger)).toBeUndefined();
  });

  it('joins reports the offline rule keeps apart when their meanings agree', async () => {
    const a = report(lisbon);
    const b = report(venue);
    expect(sameStoryScore(a.signature, b.signature)).toBeUndefined();
    server.behave({ embed: topic });
    await embedderFor(server.url)([a, b]);
    const request = server.requests.at(-1)!;
    expect(request.body.model).toBe('test-embedder');
    expect(request.body.input).toEqual([`${lisbon.title}\n${lisbon.text}`, `${venue.title}\n${venue.text}`]);
    expect(request.authorization).toBeUndefined();
    expect(meaningSimilarity(a.signature, b.signature)).toBeGreaterThan(0.9);
    expect(sameStoryScore(a.signature, b.signature)).toBeDefined();
  });

  it('keeps apart reports whose anchors agree but whose meanings do not', async () => {
    const a = report({
      title: 'Boiler Room announces its first Lisbon festival',
      text: 'Boiler Room will hold a two-day festival at LX Factory on 12 and 13 June, tickets from €65.',
    });
    const b = report({
      title: 'The livestream brand heads to Portugal in June',
      text: 'Boiler Room takes its format to LX Factory on 12-13 June, priced from €65.',
    });
    expect(sameStoryScore(a.signature, b.signature)).toBeDefined();
    // A model that sees two unrelated texts: the anchors alone no longer join them.
    let calls = 0;
    server.behave({ embed: () => (calls++ % 2 === 0 ? [1, 0, 0, 0] : [0, 0, 1, 0]) });
    await embedderFor(server.url)([a, b]);
    expect(meaningSimilarity(a.signature, b.signature)).toBeLessThan(0.2);
    expect(sameStoryScore(a.signature, b.signature)).toBeUndefined();
  });

  it('falls back to the offline signature when the endpoint fails or is slow', async () => {
    for (const behaviour of [
      { status: 500, embed: topic },
      { delayMs: 1000, embed: topic },
    ]) {
      const a = report(lisbon);
      const b = report(venue);
      server.behave(behaviour);
      await embedderFor(server.url)([a, b]);
      expect(meaningSimilarity(a.signature, b.signature)).toBeUndefined();
      expect(sameStoryScore(a.signature, b.signature)).toBeUndefined();
    }
  });
});
