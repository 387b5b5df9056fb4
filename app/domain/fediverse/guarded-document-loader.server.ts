import { FetchError, kvCache, preloadedContexts, type DocumentLoader, type KvStore } from '@fedify/fedify';
import type { Agent } from 'undici';
import { guardedGet, type FetchPolicy } from '~/lib/outbound/guarded-fetch.server';

/** What a remote actor, key or note may weigh: far more than any real one. */
const MAX_DOCUMENT_BYTES = 1024 * 1024;

export type FediverseHttp = { agent: Agent; policy: FetchPolicy };

const ACCEPT =
  'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams";q=0.9';

/**
 * Fedify's document loader, replaced so that every remote actor, key and object it reads is fetched
 * through our address guard (`guardedGet`: private and metadata addresses refused after DNS, redirects
 * checked, a size cap, a total time). The JSON-LD contexts Fedify ships are answered from memory, never
 * fetched; what is fetched is cached in the KvStore for Fedify's usual times.
 */
export function guardedDocumentLoader(http: FediverseHttp, kv?: KvStore): DocumentLoader {
  const load: DocumentLoader = async (url, options) => {
    if (Object.hasOwn(preloadedContexts, url))
      return { contextUrl: null, documentUrl: url, document: preloadedContexts[url] };
    const response = await guardedGet(url, {
      policy: { ...http.policy, maxBytes: Math.min(http.policy.maxBytes, MAX_DOCUMENT_BYTES) },
      agent: http.agent,
      headers: { accept: ACCEPT },
      what: 'fediverse document',
      signal: options?.signal ?? undefined,
    });
    if (response.status >= 400) {
      response.discard();
      throw new FetchError(url, `HTTP ${response.status} from ${url}`);
    }
    const text = (await response.read()).toString('utf8');
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      throw new FetchError(url, `${url} did not answer JSON`);
    }
    return { contextUrl: null, documentUrl: response.finalUrl, document };
  };
  return kv ? kvCache({ loader: load, kv }) : load;
}
