import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../../../tests/fixtures/fake-llm-server';
import { loadConfig } from '~/lib/config.server';
import { createLogger } from '~/lib/logger.server';
import { createLlmDrafter } from './llm-drafter.server';

const sources = [
  {
    sourceName: 'Outlet A',
    url: 'http://127.0.0.1/a',
    title: 'Amelie Lens announces 2027 world tour',
    text: 'Amelie Lens has announced a 40-date world tour for 2027, starting in Antwerp.',
  },
  {
    sourceName: 'Outlet B',
    url: 'http://127.0.0.1/b',
    title: 'Amelie Lens reveals world tour',
    text: 'The Belgian DJ will play 40 dates in 2027.',
  },
];

describe('the model drafter against a loopback OpenAI-compatible server', () => {
  let llm: FakeLlmServer;
  let drafter: ReturnType<typeof createLlmDrafter>;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    drafter = createLlmDrafter(
      loadConfig({
        LLM_BASE_URL: llm.url,
        LLM_MODEL: 'test-model',
        LLM_API_KEY: 'sk-test',
        LLM_TIMEOUT_MS: '500',
      }),
      createLogger('silent'),
    );
  });
  afterAll(() => llm.close());

  it('is off unless base URL, model and key are all set', () => {
    expect(
      createLlmDrafter(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:9' }), createLogger('silent')),
    ).toBeUndefined();
  });

  it('sends only the source texts and returns a checked draft', async () => {
    llm.reply({
      content:
        '{"headline":"Amelie Lens plans a 40-date world tour","summary":"Amelie Lens will play 40 dates in 2027, starting in Antwerp."}',
    });
    expect(await drafter!(sources)).toEqual({
      headline: 'Amelie Lens plans a 40-date world tour',
      summary: 'Amelie Lens will play 40 dates in 2027, starting in Antwerp.',
      // The configured model, for the article's provenance.
      model: 'test-model',
    });
    const request = llm.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('test-model');
    expect(request.body.messages[1]?.content).toContain('Source 1 (Outlet A)');
    expect(request.body.messages[1]?.content).toContain('starting in Antwerp');
  });

  it.each([
    [
      'a name no source has',
      {
        content:
          '{"headline":"Amelie Lens tours with Carl Cox","summary":"Amelie Lens and Carl Cox will play 40 dates in 2027."}',
      },
    ],
    [
      'a link',
      {
        content:
          '{"headline":"Amelie Lens tours","summary":"Amelie Lens will play 40 dates; tickets at https://tickets.test in 2027."}',
      },
    ],
    [
      'a summary over 80 words',
      {
        content: JSON.stringify({
          headline: 'Amelie Lens tours',
          summary: 'Amelie Lens will tour. '.repeat(30),
        }),
      },
    ],
    ['not JSON', { content: 'Sure! Here is a summary.' }],
    ['an error status', { status: 500, content: 'oops' }],
    [
      'a timeout',
      {
        delayMs: 2000,
        content: '{"headline":"Amelie Lens tours","summary":"Amelie Lens will play 40 dates in 2027."}',
      },
    ],
  ])('falls back to the extractive summary on %s', async (_, reply) => {
    llm.reply(reply);
    expect(await drafter!(sources)).toBeUndefined();
  });
});
