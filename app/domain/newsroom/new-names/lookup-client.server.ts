import { setTimeout as sleep } from 'node:timers/promises';
import { dropwireVersion } from '~/domain/backup/dropwire-version.server';
import {
  addressRule,
  createFetchAgent,
  defaultFetchPolicy,
  guardedGet,
  type FetchPolicy,
} from '~/lib/outbound/guarded-fetch.server';
import type { DiscoveredKind } from '../classify/name-evidence';
import { type LookupAnswer, type LookupService, lookupUrl, readAnswer } from './lookup-services';

/** Both services ask for at most one request a second from one client; we keep to it per service. */
export const MIN_REQUEST_GAP_MS = 1000;

export type LookupClientOptions = {
  baseUrls: Record<LookupService, string>;
  siteUrl: string;
  /** ALLOW_PRIVATE_SOURCES: loopback fakes in tests; off, only public addresses are asked. */
  allowPrivate: boolean;
};

export type LookupClient = {
  ask: (service: LookupService, name: string, kind: DiscoveredKind) => Promise<LookupAnswer>;
  close: () => Promise<void>;
};

/** "Dropwire/0.1.0 (+https://news.example.com; name lookups)": who asks, from which release and site. */
const lookupUserAgent = (siteUrl: string) => `Dropwire/${dropwireVersion()} (+${siteUrl}; name lookups)`;

/**
 * Asks MusicBrainz and Wikidata through the guarded GET (every address and redirect checked), on a pool of
 * its own, one request at a time per service and at least a second apart, with a User-Agent that names
 * Dropwire, its version and the site. A failed answer (an error status, a body that is not the service's
 * shape) throws, so nothing is cached for it.
 */
export function createLookupClient(options: LookupClientOptions): LookupClient {
  const policy: FetchPolicy = {
    ...defaultFetchPolicy,
    userAgent: lookupUserAgent(options.siteUrl),
    isBlocked: addressRule(options.allowPrivate),
    maxBytes: 512 * 1024,
    totalTimeoutMs: 15_000,
  };
  const agent = createFetchAgent(policy);
  // Each service's requests queue behind the last one's start plus the gap.
  const queues = new Map<LookupService, Promise<unknown>>();
  const lastStart = new Map<LookupService, number>();

  const request = async (service: LookupService, name: string, kind: DiscoveredKind) => {
    const wait = (lastStart.get(service) ?? -Infinity) + MIN_REQUEST_GAP_MS - performance.now();
    if (wait > 0) await sleep(wait);
    lastStart.set(service, performance.now());
    const response = await guardedGet(lookupUrl(service, options.baseUrls[service], name, kind).href, {
      policy,
      agent,
      what: `${service} answer`,
      headers: { accept: 'application/json', 'user-agent': policy.userAgent },
    });
    if (response.status !== 200) {
      response.discard();
      throw new Error(`${service} answered ${response.status}`);
    }
    const body = await response.read();
    return readAnswer(service, JSON.parse(body.toString('utf8')) as unknown, name, kind);
  };

  return {
    ask: (service, name, kind) => {
      const previous = queues.get(service) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => request(service, name, kind));
      queues.set(service, next);
      return next;
    },
    close: () => agent.close(),
  };
}
