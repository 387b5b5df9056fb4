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

const postgresUrl = z
  .url({ error: 'expected a URL such as postgres://user:pass@host:5432/db' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'expected a postgres:// or postgresql:// URL');

/** Every environment variable Dropwire reads. README's configuration table mirrors this schema. */
export const configSchema = z.object({
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
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
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
  RUN_WORKER: booleanFlag.default(true),
  LLM_BASE_URL: z
    .url({ error: 'expected the base URL of an OpenAI-compatible API, such as http://127.0.0.1:8080' })
    .optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
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
