import type { Agent } from 'undici';
import type { ChannelKind } from '~/db/schema/syndication';
import { FeedFetchError } from '~/lib/outbound/fetch-errors';
import { guardedPost, type FetchPolicy, type PostAnswer } from '~/lib/outbound/guarded-fetch.server';
import { facetsOf } from './bluesky-facets';
import { CHANNEL_LIMITS, postText, type ArticlePost } from './post-text';
import { signWebhook } from './webhook-signature';

/** A channel with its secret opened, as a post needs it. */
export type OpenChannel = {
  id: string;
  kind: ChannelKind;
  endpoint: string;
  handle: string | null;
  secret: string;
};

/** The article as it goes out: the post's words, and the public fields webhooks receive. */
export type OutgoingArticle = ArticlePost & {
  id: string;
  slug: string;
  category: string;
  publishedAt: Date;
  author: string | null;
  coverImageUrl: string | null;
};

export type Posted = { remoteId: string; remoteUrl: string | null; response: { status: number } };

/** A refused or failed post: `transient` ones (5xx, 429, timeouts, the network) are tried again later. */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChannelError';
  }
}

export type Http = { agent: Agent; policy: Pick<FetchPolicy, 'isBlocked' | 'totalTimeoutMs' | 'userAgent'> };

async function post(
  http: Http,
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<PostAnswer> {
  try {
    return await guardedPost(url, {
      ...http,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof FeedFetchError && (error.code === 'blocked_address' || error.code === 'invalid_url'))
      throw new ChannelError(error.message, false);
    throw new ChannelError(`No answer from ${new URL(url).host}: ${(error as Error).message}`, true);
  }
}

function expectOk(answer: PostAnswer, what: string): unknown {
  if (answer.status >= 200 && answer.status < 300) {
    try {
      return JSON.parse(answer.body || '{}');
    } catch {
      return {};
    }
  }
  const transient = answer.status >= 500 || answer.status === 429 || answer.status === 408;
  const detail = answer.body.replace(/\s+/g, ' ').slice(0, 300);
  throw new ChannelError(
    `${what} answered ${answer.status}${detail ? `: ${detail}` : ''}`,
    transient,
    answer.status,
  );
}

const base = (endpoint: string) => endpoint.replace(/\/+$/, '');

async function postToMastodon(
  http: Http,
  channel: OpenChannel,
  article: OutgoingArticle,
  key: string,
): Promise<Posted> {
  const answer = await post(
    http,
    `${base(channel.endpoint)}/api/v1/statuses`,
    // Mastodon keeps an Idempotency-Key for an hour: a retry within it returns the same status.
    { authorization: `Bearer ${channel.secret}`, 'idempotency-key': key },
    { status: postText(article, CHANNEL_LIMITS.mastodon), visibility: 'public', language: 'en' },
  );
  const status = expectOk(answer, 'Mastodon') as { id?: unknown; url?: unknown };
  return {
    remoteId: String(status.id ?? ''),
    remoteUrl: typeof status.url === 'string' ? status.url : null,
    response: { status: answer.status },
  };
}

async function postToBluesky(
  http: Http,
  channel: OpenChannel,
  article: OutgoingArticle,
  recordKey: string,
): Promise<Posted> {
  const server = base(channel.endpoint);
  const session = expectOk(
    await post(
      http,
      `${server}/xrpc/com.atproto.server.createSession`,
      {},
      { identifier: channel.handle, password: channel.secret },
    ),
    'Bluesky sign-in',
  ) as { accessJwt?: string; did?: string; handle?: string };
  if (!session.accessJwt || !session.did) throw new ChannelError('Bluesky sign-in gave no session', false);
  const text = postText(article, CHANNEL_LIMITS.bluesky);
  const answer = await post(
    http,
    `${server}/xrpc/com.atproto.repo.createRecord`,
    { authorization: `Bearer ${session.accessJwt}` },
    {
      repo: session.did,
      collection: 'app.bsky.feed.post',
      rkey: recordKey,
      record: {
        $type: 'app.bsky.feed.post',
        text,
        facets: facetsOf(text),
        createdAt: new Date().toISOString(),
        langs: ['en'],
        // The link card: title and summary of the article, shown under the post.
        embed: {
          $type: 'app.bsky.embed.external',
          external: {
            uri: article.url,
            title: article.title.slice(0, 300),
            description: article.summary.slice(0, 1000),
          },
        },
      },
    },
  );
  const profile = `https://bsky.app/profile/${session.handle ?? channel.handle}/post/${recordKey}`;
  // The record exists already: an earlier try posted it, and it shows once.
  if (answer.status === 400 && /already exists|RecordAlreadyExists|InvalidSwap/i.test(answer.body))
    return {
      remoteId: `at://${session.did}/app.bsky.feed.post/${recordKey}`,
      remoteUrl: profile,
      response: { status: answer.status },
    };
  const record = expectOk(answer, 'Bluesky') as { uri?: string };
  return { remoteId: record.uri ?? recordKey, remoteUrl: profile, response: { status: answer.status } };
}

async function postToWebhook(
  http: Http,
  channel: OpenChannel,
  article: OutgoingArticle,
  delivery: string,
): Promise<Posted> {
  const body = JSON.stringify({
    event: 'article.published',
    delivery,
    article: {
      id: article.id,
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      url: article.url,
      category: article.category,
      tags: article.tags,
      author: article.author,
      coverImageUrl: article.coverImageUrl,
      publishedAt: article.publishedAt.toISOString(),
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  let answer: PostAnswer;
  try {
    answer = await guardedPost(channel.endpoint, {
      ...http,
      headers: {
        'content-type': 'application/json',
        'x-dropwire-event': 'article.published',
        // The same for every try of this article on this webhook: receivers can drop repeats.
        'x-dropwire-delivery': delivery,
        'x-dropwire-timestamp': String(timestamp),
        'x-dropwire-signature': signWebhook(channel.secret, timestamp, body),
      },
      body,
    });
  } catch (error) {
    if (error instanceof FeedFetchError && (error.code === 'blocked_address' || error.code === 'invalid_url'))
      throw new ChannelError(error.message, false);
    throw new ChannelError(`No answer from the webhook: ${(error as Error).message}`, true);
  }
  expectOk(answer, 'The webhook');
  return { remoteId: delivery, remoteUrl: null, response: { status: answer.status } };
}

/** Posts one article to one channel. `key` is stable per article and channel (idempotency). */
export function postToChannel(
  http: Http,
  channel: OpenChannel,
  article: OutgoingArticle,
  key: { delivery: string; recordKey: string },
): Promise<Posted> {
  if (channel.kind === 'mastodon') return postToMastodon(http, channel, article, key.delivery);
  if (channel.kind === 'bluesky') return postToBluesky(http, channel, article, key.recordKey);
  return postToWebhook(http, channel, article, key.delivery);
}
