import type { Database } from '~/db/client.server';
import type { Config } from '~/lib/config.server';
import type { Logger } from '~/lib/logger.server';
import type { LexiconEntry } from './classify/lexicon-matcher';
import {
  addressRule,
  createFetchAgent,
  defaultFetchPolicy,
  type FetchPolicy,
} from './fetch/fetch-feed.server';
import type { SourceFetcher } from './fetch/fetch-source.server';
import { HostLimiter } from './fetch/host-limiter';
import type { StoryIndex } from './group/story-index';
import type { FeedParsing } from './parse-pool/parse-fetched.server';
import { createParsePool } from './parse-pool/parse-pool';
import type { PhaseTimings } from './phase-timings';
import type { Drafter } from './publish/drafter';
import { createLlmDrafter } from './publish/llm-drafter.server';
import { createEmbedder, type Embedder } from './group/embeddings.server';
import { knownNamesVersion, loadRejectedNames } from './store/entity-suggestions.server';
import { ensureDefaultLexicon, loadLexicon } from './store/lexicon.server';
import type { ClaimOptions } from './store/sources.server';

/** Everything a crawl needs. */
export type NewsroomDeps = SourceFetcher &
  FeedParsing & {
    db: Database;
    lexicon: LexiconEntry[];
    /** Names editors rejected (as compared): never suggested again. */
    rejectedNames?: ReadonlySet<string>;
    drafter?: Drafter;
    /** The site's language (SITE_LANGUAGE): stories told only in another are drafted (decision 069). */
    siteLanguage?: string;
    /** Embeds new reports for grouping by meaning, when an endpoint is configured. */
    embedder?: Embedder;
    /** The worker's in-memory story index; by default one per database handle. */
    storyIndex?: StoryIndex;
    /** When given, time spent per pipeline phase is added up here (the ingest benchmark prints it). */
    timings?: PhaseTimings;
    now?: () => Date;
  };

export type Newsroom = {
  deps: NewsroomDeps;
  /** How a crawler identified by `owner` claims due sources. */
  claim: (owner: string) => ClaimOptions;
  /**
   * Reloads the lexicon and the rejected names when editors changed them since the last look (one cheap
   * query when they did not); a newsroom given its lexicon keeps it.
   */
  refreshNames: () => Promise<void>;
  /** Stops the parse threads and closes the connection pool. */
  close: () => Promise<void>;
};

export type NewsroomOptions = {
  /** The names to tag with; by default the database's lexicon, once the default names are stored there. */
  lexicon?: LexiconEntry[];
  timings?: PhaseTimings;
  /** A shorter limit on a whole fetch than production's 30 s (tests, whose only peer is on loopback). */
  fetchTimeoutMs?: number;
};

/**
 * How a crawler claims due sources, from configuration. A batch holds twice CRAWL_CONCURRENCY sources, so
 * every fetch slot stays busy while the previous batch is written; it takes up to four times CRAWL_PER_HOST
 * sources of one host, which the host limiter then fetches CRAWL_PER_HOST at a time.
 */
export function claimSettings(config: Config, owner: string): ClaimOptions {
  return {
    owner,
    batchSize: config.CRAWL_CONCURRENCY * 2,
    perHost: config.CRAWL_PER_HOST * 4,
    // Short, and renewed while the crawl runs (runCrawl's heartbeat): a killed worker's sources come back soon.
    leaseMs: config.CRAWL_LEASE_SECONDS * 1000,
  };
}

/**
 * The one place a newsroom is assembled from configuration: the worker, the CLI, the demo, the benchmark and
 * the tests all build theirs here.
 */
export async function createNewsroom(
  db: Database,
  config: Config,
  logger: Logger,
  options: NewsroomOptions = {},
): Promise<Newsroom> {
  const policy: FetchPolicy = {
    ...defaultFetchPolicy,
    isBlocked: addressRule(config.ALLOW_PRIVATE_SOURCES),
    maxBytes: config.FEED_MAX_BYTES,
    totalTimeoutMs: options.fetchTimeoutMs ?? defaultFetchPolicy.totalTimeoutMs,
  };
  // The same limits on the main thread (CRAWL_PARSE_THREADS=0) as on the pool's threads.
  const parseLimits = { maxItems: config.FEED_MAX_ITEMS, maxItemChars: config.FEED_ITEM_MAX_CHARS };
  let lexicon = options.lexicon;
  let namesVersion: string | undefined;
  if (!lexicon) {
    await ensureDefaultLexicon(db);
    namesVersion = await knownNamesVersion(db);
    lexicon = await loadLexicon(db);
  }
  const agent = createFetchAgent(policy);
  const deps: NewsroomDeps = {
    db,
    logger: logger.child({ module: 'newsroom' }),
    policy,
    agent,
    limiter: new HostLimiter(config.CRAWL_PER_HOST, config.CRAWL_CONCURRENCY),
    lexicon,
    rejectedNames: await loadRejectedNames(db),
    drafter: createLlmDrafter(config, logger),
    siteLanguage: config.SITE_LANGUAGE,
    embedder: createEmbedder(config, logger),
    parseLimits,
    parser:
      config.CRAWL_PARSE_THREADS === 0
        ? undefined
        : createParsePool({
            size: config.CRAWL_PARSE_THREADS,
            timeoutMs: config.CRAWL_PARSE_TIMEOUT_MS,
            maxHeapMb: config.CRAWL_PARSE_MAX_HEAP_MB,
            limits: parseLimits,
          }),
    timings: options.timings,
  };
  return {
    deps,
    claim: (owner) => claimSettings(config, owner),
    refreshNames: async () => {
      if (namesVersion === undefined) return;
      const version = await knownNamesVersion(db);
      if (version === namesVersion) return;
      // Read after the version, so a change made in between is seen again at the next look.
      [deps.lexicon, deps.rejectedNames] = await Promise.all([loadLexicon(db), loadRejectedNames(db)]);
      namesVersion = version;
    },
    close: async () => {
      await deps.parser?.close();
      await agent.close();
    },
  };
}
