import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce
  .number({ error: 'expected a port number' })
  .int('expected a whole number')
  .min(1, 'expected a port between 1 and 65535')
  .max(65535, 'expected a port between 1 and 65535');

const positiveInt = (min: number, max: number) =>
  z.coerce
    .number({ error: 'expected a whole number' })
    .int('expected a whole number')
    .min(min, `expected at least ${min}`)
    .max(max, `expected at most ${max}`);

/**
 * Which proxies may speak for the client through X-Forwarded-For: a hop count ("1": the nearest proxy) or a
 * comma-separated list of proxy addresses and CIDR ranges. "true" is refused: trusting every hop lets any
 * client choose the address its rate limit and view counts are keyed on.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] | false => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === '0' || lower === 'no') return false;
    if (lower === 'true' || lower === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          'expected a hop count (such as 1) or proxy addresses, not true: trusting every hop lets clients pick their address',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 16) return hops;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const cidr = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;
    const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
    if (entries.length > 0 && entries.every((entry) => cidr.test(entry) || named.has(entry))) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'expected a hop count from 0 to 16, or comma-separated proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

const postgresUrl = z
  .url({ error: 'expected a URL such as postgres://user:pass@host:5432/db' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'expected a postgres:// or postgresql:// URL');

/** Every environment variable Dropwire reads. README's configuration table mirrors this schema. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  SITE_URL: z
    .url({ error: 'expected the public base URL, such as https://news.example.com' })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  SITE_NAME: z.string().min(1).max(60).default('Dropwire'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .transform((value) => path.resolve(value)),
  EMBEDDED_PG_PORT: port.default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** A statement running longer is cancelled by PostgreSQL (migrations run without this limit). */
  DB_STATEMENT_TIMEOUT_MS: positiveInt(0, 3_600_000).default(30_000),
  /** How long a request may wait for a free pooled connection (or a new one) before it fails. */
  DB_ACQUIRE_TIMEOUT_MS: positiveInt(100, 600_000).default(10_000),
  /** Node's server limits: the whole request, and its headers, must arrive within these. */
  HTTP_REQUEST_TIMEOUT_MS: positiveInt(1000, 600_000).default(30_000),
  HTTP_HEADERS_TIMEOUT_MS: positiveInt(1000, 600_000).default(15_000),
  /** Largest request body a form may send; bigger ones are refused with 413 before they are read. */
  FORM_MAX_BYTES: positiveInt(1024, 10 * 1024 * 1024).default(64 * 1024),
  /** Seconds a public page is served from the server's memory before it is rendered again; 0 turns it off. */
  PAGE_CACHE_SECONDS: positiveInt(0, 3600).default(10),
  /** Memory the page cache may hold (pages and their gzip forms), in megabytes. */
  PAGE_CACHE_MAX_MB: positiveInt(1, 4096).default(16),
  /** Disk the resized cover images may fill under DATA_DIR/image-cache, in megabytes; least recently used go first. */
  IMAGE_CACHE_MAX_MB: positiveInt(1, 1_048_576).default(512),
  /** The key image URLs are signed with; unset, one is made once in DATA_DIR/.image-key. Share it across web servers. */
  IMAGE_URL_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  /** Images one web process makes at once (each fetches or reads its source, then resizes and encodes it). */
  IMAGE_CONCURRENCY: positiveInt(1, 64).default(3),
  /** Images waiting for their turn at most (5 s each at most); past it /img answers 503 with Retry-After. */
  IMAGE_QUEUE_MAX: positiveInt(0, 10_000).default(48),
  /** Memory the images being made may hold (sources and decoded pixels), in megabytes; past it new ones wait. */
  IMAGE_MEMORY_MAX_MB: positiveInt(16, 65_536).default(256),
  /** Images a client may have made per minute (and at once), per web process; cached ones are free; 0: no limit. */
  IMAGE_RATE_LIMIT: positiveInt(0, 100_000).default(120),
  /** Content API requests a client may make per minute (and at once), per web process; 0 turns the limit off. */
  API_RATE_LIMIT: positiveInt(0, 100_000).default(60),
  /**
   * The ad network's publisher id (an AdSense-style `ca-pub-…`): slots of type `network` then load its script
   * after the page is interactive. Unset, they show a labelled placeholder and house slots show house ads.
   */
  AD_NETWORK_CLIENT: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'expected a publisher id such as ca-pub-1234567890' })
    .optional(),
  /** The editors' address: each new reader tip is e-mailed there (Reply-To the tipster when they gave one). */
  EDITORIAL_EMAIL: z.email({ error: 'expected an e-mail address such as editors@example.com' }).optional(),
  /** Where contact-form messages are e-mailed (Reply-To the sender); unset, they wait in the desk's inbox. */
  CONTACT_EMAIL: z.email({ error: 'expected an e-mail address such as hello@example.com' }).optional(),
  /** Where advertisers may write (the /advertise page links it beside the inquiry form); unset, no address is shown. */
  PARTNERSHIPS_EMAIL: z
    .email({ error: 'expected an e-mail address such as partners@example.com' })
    .optional(),
  /** Readers one web process keeps a live-updates stream open for; more are told to retry later. */
  LIVE_MAX_CONNECTIONS: positiveInt(0, 100_000).default(1000),
  /**
   * Signs the desk's session cookies; unset, one is made once in DATA_DIR/.auth-secret. Every web process behind
   * one site must share it.
   */
  AUTH_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  /** Who must sign in to the desk with a second factor (an authenticator app's code) from their next sign-in. */
  REQUIRE_2FA: z.enum(['admins', 'all', 'off'], { error: 'expected admins, all or off' }).default('admins'),
  /** A desk session left unused this many hours ends (ASVS 3.3.2). */
  SESSION_IDLE_HOURS: positiveInt(1, 24 * 30).default(12),
  /** A desk session ends this many days after its sign-in, however much it is used. */
  SESSION_MAX_DAYS: positiveInt(1, 90).default(7),
  /** A bearer token that lets a scraper read /metrics from another host; unset, /metrics answers loopback only. */
  METRICS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  /**
   * The shared secret shops send with a sale's postback (`POST /affiliate/postback`), the only source of the
   * affiliate conversion rate; unset, the endpoint answers 404 and no conversion is recorded.
   */
  AFFILIATE_POSTBACK_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  /**
   * Where e-mail goes: an SMTP server (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start). Unset,
   * every message is written to DATA_DIR/outbox as an .eml file an operator can open.
   */
  SMTP_URL: z
    .url({ error: 'expected an SMTP URL such as smtp://user:pass@mail.example.com:587' })
    .refine((value) => /^smtps?:\/\//.test(value), 'expected an smtp:// or smtps:// URL')
    .optional(),
  /**
   * A mailbox someone reads for unsubscribe requests by e-mail: newsletters then name it in List-Unsubscribe
   * beside the one-click link. Unset, only the link is offered (it needs no mailbox).
   */
  UNSUBSCRIBE_EMAIL: z
    .email({ error: 'expected an e-mail address such as unsubscribe@example.com' })
    .optional(),
  /**
   * A WebSub hub: the feeds name it (rel="hub") and publishing pings it, so subscribers get new articles
   * pushed at once instead of polling.
   */
  WEBSUB_HUB_URL: z
    .url({ error: 'expected the hub URL, such as https://pubsubhubbub.appspot.com/' })
    .optional(),
  /** An IndexNow key (8-128 letters, digits or dashes): new article URLs are sent to IndexNow, the key served at /<key>.txt. */
  INDEXNOW_KEY: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,128}$/, { error: 'expected 8 to 128 letters, digits or dashes' })
    .optional(),
  /** Where IndexNow submissions go (any participating search engine's endpoint). */
  INDEXNOW_ENDPOINT: z.url().default('https://api.indexnow.org/indexnow'),
  /** The sender of every e-mail, as `Name <address>` or an address; default: the site's name at its host. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  ALLOW_PRIVATE_SOURCES: booleanFlag.default(false),
  FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  CRAWL_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(32),
  CRAWL_PER_HOST: z.coerce.number().int().min(1).max(16).default(2),
  /** Worker threads that parse fetched feeds; 0 parses on the main thread. Default: one fewer than the cores. */
  CRAWL_PARSE_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** A feed taking longer to parse fails, and its thread is replaced. */
  CRAWL_PARSE_TIMEOUT_MS: positiveInt(100, 600_000).default(20_000),
  /** Heap limit of each parse thread: a feed that needs more fails instead of exhausting the process. */
  CRAWL_PARSE_MAX_HEAP_MB: positiveInt(32, 8192).default(256),
  /** Entries taken from one fetch of a feed, newest first; the rest are left out and logged. */
  FEED_MAX_ITEMS: positiveInt(1, 10_000).default(200),
  /** Characters of HTML taken from one entry's content (and of its summary); longer text is cut. */
  FEED_ITEM_MAX_CHARS: positiveInt(1000, 2_000_000).default(100_000),
  /** Days that automation logs are kept (rate-limit and per-day view records are kept two days). */
  LOG_RETENTION_DAYS: positiveInt(1, 3650).default(90),
  /** Where the worker's daily backup (03:30 Berlin time) writes its archive; unset, DATA_DIR/backups. */
  BACKUP_DIR: z
    .string()
    .min(1)
    .transform((value) => path.resolve(value))
    .optional(),
  /** Scheduled backups kept in BACKUP_DIR, newest first; older ones are deleted. 0: no scheduled backups. */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
  RUN_WORKER: booleanFlag.default(true),
  LLM_BASE_URL: z
    .url({ error: 'expected the base URL of an OpenAI-compatible API, such as http://127.0.0.1:8080' })
    .optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** With EMBEDDINGS_MODEL: new reports are embedded by an OpenAI-compatible `/v1/embeddings` endpoint. */
  EMBEDDINGS_BASE_URL: z
    .url({ error: 'expected the base URL of an OpenAI-compatible API, such as http://127.0.0.1:8080' })
    .optional(),
  EMBEDDINGS_MODEL: z.string().min(1).optional(),
  /** Sent as a bearer token when set; local servers usually need none. */
  EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  /** One request (a source's new reports) taking longer fails, and those reports are grouped offline. */
  EMBEDDINGS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError that lists every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.join('.');
    const got = typeof cleaned[key] === 'string' ? ` (got "${cleaned[key]}")` : '';
    return `${key}: ${issue.message}${got}`;
  });
  throw new ConfigError(problems);
}
