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

/**
 * Every environment variable Dropwire reads. Each one's description is its entry in docs/configuration.md,
 * which `npm run docs:config` writes from this schema (a test fails when the two differ).
 */
export const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('production')
    .describe(
      'Set by the `dropwire` command before anything loads React: production unless `--dev` or `npm run dev` (development build, 2-3× slower pages); `/metrics` reports the build in use as `dropwire_build_info`.',
    ),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface to listen on.'),
  PORT: port.default(3000).describe('HTTP port.'),
  SITE_URL: z
    .url({ error: 'expected the public base URL, such as https://news.example.com' })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, ''))
    .describe('Public base URL, used for canonical links, feeds, sitemaps and e-mail links.'),
  SITE_NAME: z
    .string()
    .min(1)
    .max(60)
    .default('Dropwire')
    .describe('Name shown in the header, titles, feeds and e-mails (60 characters at most).'),
  SITE_LANGUAGE: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, { error: 'expected a two-letter ISO 639-1 language code, such as en or de' })
    .default('en')
    .describe(
      "The site's language (ISO 639-1: `en`, `de`, `nl`…): the pages' `lang`. A story told only in another language is drafted in its own language, marked with its `lang`, and waits for an editor; with a model configured (`LLM_BASE_URL`) it is written in this language instead, quoting its sources in theirs.",
    ),
  DATABASE_URL: postgresUrl
    .optional()
    .describe(
      'A PostgreSQL 15+ server (`postgres://user:pass@host:5432/db`). Unset: the embedded PostgreSQL 18, with its files under `DATA_DIR`.',
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .transform((value) => path.resolve(value))
    .describe(
      'Where the embedded database keeps its files (and the outbox, the image cache and generated keys); one running Dropwire per folder.',
    ),
  EMBEDDED_PG_PORT: port
    .default(54329)
    .describe('Loopback port of the embedded database (kept off 5432, where a system server may run).'),
  DB_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(10)
    .describe('Database connections per process.'),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(0, 3_600_000)
    .default(30_000)
    .describe(
      'PostgreSQL cancels a query running longer (`statement_timeout`; `0`: no limit); migrations run without it.',
    ),
  DB_ACQUIRE_TIMEOUT_MS: positiveInt(100, 600_000)
    .default(10_000)
    .describe(
      'How long a request waits for a database connection from the pool (or a new one) before it fails.',
    ),
  HTTP_REQUEST_TIMEOUT_MS: positiveInt(1000, 600_000)
    .default(30_000)
    .describe(
      "Time a client has to send a whole request (headers and body); slower ones are cut off (Node's server limit).",
    ),
  HTTP_HEADERS_TIMEOUT_MS: positiveInt(1000, 600_000)
    .default(15_000)
    .describe('Time a client has to send the request headers.'),
  FORM_MAX_BYTES: positiveInt(1024, 10 * 1024 * 1024)
    .default(64 * 1024)
    .describe(
      "Largest request body; bigger ones get 413 before they are read. Bodies without Content-Length get 411, multipart uploads 415 (except the desk's uploads: OPML files up to 1 MB, images up to 10 MB; the desk's content forms may send 2 MB).",
    ),
  PAGE_CACHE_SECONDS: positiveInt(0, 3600)
    .default(10)
    .describe(
      "Seconds a public page (one that is the same for every reader) is served from memory before it is rendered again; a page is kept from its second request; a reader's new view of an article renders it at once. Requests with cookies are never served from it; `0` turns it off.",
    ),
  PAGE_CACHE_MAX_MB: positiveInt(1, 4096)
    .default(16)
    .describe(
      'Memory the page cache may hold, pages and their gzip forms, in megabytes; the least recently used go first.',
    ),
  IMAGE_CACHE_MAX_MB: positiveInt(1, 1_048_576)
    .default(512)
    .describe(
      'Disk the resized cover images (`/img`) may fill under `DATA_DIR/image-cache`, in megabytes; when full, the least recently used variants are deleted.',
    ),
  IMAGE_URL_SECRET: z
    .string()
    .min(32, 'expected at least 32 characters')
    .optional()
    .describe(
      'Key (32+ characters) that signs image URLs. Unset: one is made once in `DATA_DIR/.image-key` (mode 0600). Set the same value on every web server behind one site.',
    ),
  IMAGE_CONCURRENCY: positiveInt(1, 64)
    .default(3)
    .describe(
      'Covers one web process makes at once (each fetches or reads its source, then resizes and encodes it).',
    ),
  IMAGE_QUEUE_MAX: positiveInt(0, 10_000)
    .default(48)
    .describe(
      'New covers waiting for their turn (5 s at most); past it, or past `IMAGE_MEMORY_MAX_MB`, `/img` answers 503 with `Retry-After` and `no-store`. Covers already on disk are always served.',
    ),
  IMAGE_MEMORY_MAX_MB: positiveInt(16, 65_536)
    .default(256)
    .describe(
      'Memory the covers being made may hold (their sources and decoded pixels), in megabytes; above it no new one starts.',
    ),
  IMAGE_RATE_LIMIT: positiveInt(0, 100_000)
    .default(120)
    .describe(
      'New covers (not yet on disk) a client (keyed as `TRUST_PROXY` decides) may have made per minute, and at once, per web process; beyond it `429` with `Retry-After`. `0` turns the limit off.',
    ),
  API_RATE_LIMIT: positiveInt(0, 100_000)
    .default(60)
    .describe(
      'Content API (`/api/v1`) requests a client (keyed as `TRUST_PROXY` decides) may make per minute, and at once, per web process; beyond it `429` with `Retry-After`. `0` turns the limit off.',
    ),
  AD_NETWORK_CLIENT: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'expected a publisher id such as ca-pub-1234567890' })
    .optional()
    .describe(
      'Ad-network publisher id (an AdSense-style `ca-pub-…`): slots of type `network` load its script once the page is interactive. Unset, they show a labelled placeholder; house slots always show house ads.',
    ),
  EDITORIAL_EMAIL: z
    .email({ error: 'expected an e-mail address such as editors@example.com' })
    .optional()
    .describe(
      "The editors' address: each new reader tip is e-mailed there, Reply-To the tipster when they gave one; unset, tips wait in the desk's inbox.",
    ),
  CONTACT_EMAIL: z
    .email({ error: 'expected an e-mail address such as hello@example.com' })
    .optional()
    .describe(
      "Where contact-form messages are e-mailed, Reply-To the sender; unset, they wait in the desk's inbox.",
    ),
  PARTNERSHIPS_EMAIL: z
    .email({ error: 'expected an e-mail address such as partners@example.com' })
    .optional()
    .describe(
      'An address advertisers may write to, linked on `/advertise` beside the partnership inquiry form; advertising inquiries are e-mailed there too (Reply-To the sender); unset, only the form is offered.',
    ),
  LIVE_MAX_CONNECTIONS: positiveInt(0, 100_000)
    .default(1000)
    .describe(
      'Live-update streams (the "N new stories" notice) one web process keeps open; beyond it readers get 503 and retry later.',
    ),
  AUTH_SECRET: z
    .string()
    .min(32, 'expected at least 32 characters')
    .optional()
    .describe(
      "Signs the desk's session cookies (32+ characters); unset, one is made once in `DATA_DIR/.auth-secret`. Web servers behind one site must share it.",
    ),
  REQUIRE_2FA: z
    .enum(['admins', 'all', 'off'], { error: 'expected admins, all or off' })
    .default('admins')
    .describe(
      "Who must sign in to the desk with an authenticator app's code as well: `admins`, `all` or `off`; set up from the desk's account page, asked for at the next sign-in (see docs/security.md).",
    ),
  SESSION_IDLE_HOURS: positiveInt(1, 24 * 30)
    .default(12)
    .describe('A desk session left unused this many hours ends (ASVS 3.3.2).'),
  SESSION_MAX_DAYS: positiveInt(1, 90)
    .default(7)
    .describe('A desk session ends this many days after its sign-in, however much it is used.'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'expected at least 16 characters')
    .optional()
    .describe(
      'Lets a scraper on another host read `/metrics` with `Authorization: Bearer <token>` (16+ characters); unset, `/metrics` answers this machine only.',
    ),
  AFFILIATE_POSTBACK_SECRET: z
    .string()
    .min(32, 'expected at least 32 characters')
    .optional()
    .describe(
      'Shared secret (32+ characters) a shop sends with each sale to `POST /affiliate/postback` (`Authorization: Bearer <secret>`), the only source of the affiliate conversion rate; it records conversions, once per order reference. Unset, the endpoint answers 404 and no conversion rate is shown.',
    ),
  SMTP_URL: z
    .url({ error: 'expected an SMTP URL such as smtp://user:pass@mail.example.com:587' })
    .refine((value) => /^smtps?:\/\//.test(value), 'expected an smtp:// or smtps:// URL')
    .optional()
    .describe(
      'Where e-mail goes (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start), pooled; unset, each message is written to `DATA_DIR/outbox/*.eml`, a file an operator can open.',
    ),
  UNSUBSCRIBE_EMAIL: z
    .email({ error: 'expected an e-mail address such as unsubscribe@example.com' })
    .optional()
    .describe(
      'A mailbox someone reads for unsubscribe requests: newsletters then offer it in `List-Unsubscribe` beside the one-click link. Unset, only the link is offered (it needs no mailbox).',
    ),
  WEBSUB_HUB_URL: z
    .url({ error: 'expected the hub URL, such as https://pubsubhubbub.appspot.com/' })
    .optional()
    .describe(
      'A WebSub hub: the feeds name it (`rel="hub"`) and every publication pings it for the feeds it appears in, so subscribers get new articles pushed at once instead of polling.',
    ),
  INDEXNOW_KEY: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,128}$/, { error: 'expected 8 to 128 letters, digits or dashes' })
    .optional()
    .describe(
      'An IndexNow key (8-128 letters, digits, dashes): new article URLs are submitted within a minute; the key is served at `/<key>.txt`.',
    ),
  INDEXNOW_ENDPOINT: z
    .url()
    .default('https://api.indexnow.org/indexnow')
    .describe("Where IndexNow submissions go (any participating search engine's endpoint)."),
  MAIL_FROM: z
    .string()
    .min(3)
    .max(200)
    .optional()
    .meta({ whenUnset: 'site name at its host' })
    .describe('The sender of every e-mail, as `Name <address>` or an address.'),
  SEED_DEMO: booleanFlag
    .default(true)
    .describe('Fill an empty database with demo content at start; `false` to start empty.'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe(
      '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; logs are JSON, on stdout for `serve` and `worker` and on stderr for every other command.',
    ),
  TRUST_PROXY: trustProxy
    .default(false)
    .describe(
      'Behind a reverse proxy: a hop count (`1`: the nearest proxy) or its addresses/CIDR ranges (`10.0.0.0/8,::1`). `true` is refused: clients could pick their address.',
    ),
  ALLOW_PRIVATE_SOURCES: booleanFlag
    .default(false)
    .describe(
      'Let sources live on loopback, private or link-local addresses (tests, local feeds). Off, only global unicast addresses are fetched, judged as bytes after DNS, for every URL literal and on every redirect (IPv6 forms that carry an IPv4 address are judged by it).',
    ),
  FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(10 * 1024 * 1024)
    .describe('Largest feed body accepted (after decompression); bigger ones fail with a clear error.'),
  CRAWL_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(32)
    .describe('Feed requests in flight at once, in all.'),
  CRAWL_PER_HOST: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(2)
    .describe('Feed requests in flight at once to one host.'),
  CRAWL_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .max(3600)
    .default(30)
    .describe(
      "How long a worker's claim on the sources it crawls lasts; renewed every third of it while the crawl runs, so a killed worker's sources are crawled by another within this and the next minute's tick.",
    ),
  CRAWL_PARSE_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .optional()
    .meta({ whenUnset: 'cores − 1' })
    .describe(
      'Threads that parse, sanitise and fingerprint fetched feeds, started for the first document and stopped after a minute without one; `0` does it on the main thread.',
    ),
  CRAWL_PARSE_TIMEOUT_MS: positiveInt(100, 600_000)
    .default(20_000)
    .describe(
      'A feed that takes longer to parse fails with a clear error, and its parse thread is replaced.',
    ),
  // Each thread holds the scene knowledge base: with 32 MB a thread ran out of heap before its first feed.
  CRAWL_PARSE_MAX_HEAP_MB: positiveInt(64, 8192)
    .default(256)
    .describe(
      'Heap of each parse thread, in megabytes: a feed that needs more fails alone ("needed more than 256 MB") and the thread is replaced, instead of exhausting the process.',
    ),
  FEED_MAX_ITEMS: positiveInt(1, 10_000)
    .default(200)
    .describe('Entries read from one fetch of a feed, newest first; the rest are left out and logged.'),
  FEED_ITEM_MAX_CHARS: positiveInt(1000, 2_000_000)
    .default(100_000)
    .describe(
      "Characters of HTML kept of an entry's content and of its summary; longer text is cut before sanitising.",
    ),
  LOG_RETENTION_DAYS: positiveInt(1, 3650)
    .default(90)
    .describe(
      'Days automation (crawl) logs are kept; an hourly job deletes older ones, rate-limit rows after their window and view rows after two days.',
    ),
  FEED_ITEM_RETENTION_DAYS: positiveInt(1, 36500)
    .default(180)
    .describe(
      "Days a feed item's stored body (its HTML and text) is kept; the hourly job empties older ones. Source, title, link, times and summary stay, so every story keeps its provenance.",
    ),
  BACKUP_DIR: z
    .string()
    .min(1)
    .transform((value) => path.resolve(value))
    .optional()
    .meta({ whenUnset: '`DATA_DIR/backups`' })
    .describe(
      "Where the worker's nightly backup (03:30 Berlin time) writes its archive (see `docs/backup-and-restore.md`).",
    ),
  BACKUP_KEEP: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(7)
    .describe(
      'Scheduled backups kept in `BACKUP_DIR`, newest first; older ones are deleted. `0`: no scheduled backups.',
    ),
  RUN_WORKER: booleanFlag
    .default(true)
    .describe(
      'Run the background jobs (crawling, digests, pruning) inside `npm start`; `false` when separate `dropwire worker` processes do it.',
    ),
  LLM_BASE_URL: z
    .url({ error: 'expected the base URL of an OpenAI-compatible API, such as http://127.0.0.1:8080' })
    .optional()
    .describe(
      'With `LLM_MODEL` and `LLM_API_KEY`: headlines and summaries are drafted by an OpenAI-compatible model (`/v1/chat/completions`) at this base URL from the sources only, checked, and labelled AI-assisted. Unless all three are set, summaries are extractive.',
    ),
  LLM_MODEL: z
    .string()
    .min(1)
    .optional()
    .describe('The model that drafts headlines and summaries (see `LLM_BASE_URL`).'),
  LLM_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('Bearer token for the model endpoint (see `LLM_BASE_URL`).'),
  LLM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(120_000)
    .default(20_000)
    .describe('How long a model draft may take before the extractive summary is used.'),
  EMBEDDINGS_BASE_URL: z
    .url({ error: 'expected the base URL of an OpenAI-compatible API, such as http://127.0.0.1:8080' })
    .optional()
    .describe(
      "With `EMBEDDINGS_MODEL`: each new report's headline and lead are embedded by an OpenAI-compatible `/v1/embeddings` endpoint at this base URL while its feed is read, and grouping uses that meaning beside its words and anchors (decision 033); otherwise, or when the endpoint fails, grouping is offline.",
    ),
  EMBEDDINGS_MODEL: z
    .string()
    .min(1)
    .optional()
    .describe('The model that embeds new reports (see `EMBEDDINGS_BASE_URL`).'),
  EMBEDDINGS_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Bearer token for the embeddings endpoint, when it needs one; local servers usually need none.',
    ),
  EMBEDDINGS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(120_000)
    .default(10_000)
    .describe(
      "How long one embeddings request (a source's new reports) may take before those reports are grouped offline.",
    ),
  NAME_LOOKUPS: z
    .string()
    .default('')
    .transform((value, context) => {
      const services = [...new Set(value.split(',').map((part) => part.trim().toLowerCase()))].filter(
        Boolean,
      );
      const unknown = services.filter((service) => service !== 'musicbrainz' && service !== 'wikidata');
      if (unknown.length > 0)
        context.addIssue({
          code: 'custom',
          message: `expected musicbrainz, wikidata or both, comma-separated (not ${unknown.join(', ')})`,
        });
      return services as ('musicbrainz' | 'wikidata')[];
    })
    .describe(
      'Open databases the worker asks about newly discovered names (decision 068): `musicbrainz` (artists, labels), `wikidata` (festivals, venues, companies), or both, comma-separated. Off (empty) by default: nothing is asked. Asked at most once a second per service with a User-Agent naming Dropwire, its version and `SITE_URL`, through the outbound guard; each answer is cached in `name_lookups` with the id found, and a waiting name found there under its exact name and kind tags its articles.',
    ),
  MUSICBRAINZ_BASE_URL: z
    .url({ error: 'expected the base URL of a MusicBrainz server, such as https://musicbrainz.org' })
    .default('https://musicbrainz.org')
    .describe(
      'The MusicBrainz server `NAME_LOOKUPS=musicbrainz` asks (`/ws/2/artist`, `/ws/2/label`): a mirror of your own, if you run one.',
    ),
  WIKIDATA_BASE_URL: z
    .url({ error: 'expected the base URL of a Wikibase server, such as https://www.wikidata.org' })
    .default('https://www.wikidata.org')
    .describe('The Wikibase server `NAME_LOOKUPS=wikidata` asks (`/w/api.php?action=wbsearchentities`).'),
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
