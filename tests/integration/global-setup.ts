import { assertPostgresUserCanReach } from '../../app/db/embedded.server';
import { EmbeddedPostgres, stopOnExit } from '../../app/db/embedded-postgres.server';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../app/db/client.server';
import { runMigrations } from '../../app/db/migrate.server';
import { freePort } from '../support/free-port';

export type TestServer = { name: string; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databases: TestServer[];
  }
}

// Each run names its databases after its start time (base 36), so runs sharing one server (CI and a developer,
// say) never drop each other's; databases of runs older than two hours are swept as leftovers of a crash.
const RUN = Date.now().toString(36);
const TEMPLATE = `dropwire_t_${RUN}_template`;
const STALE_MS = 2 * 3_600_000;

function isStale(datname: string): boolean {
  const run = /^dropwire_t_([0-9a-z]+)_/.exec(datname)?.[1];
  return run !== undefined && Date.now() - Number.parseInt(run, 36) > STALE_MS;
}
const strict = process.env.DROPWIRE_STRICT_TESTS === '1';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Builds a migrated template database, so each test file can clone a fresh database in milliseconds. */
async function prepareTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'dropwire_t%'",
    );
    for (const { datname } of existing.rows.filter(
      (row) => isStale(row.datname) || /^dropwire_t_[0-9a-f]{12}$|^dropwire_template$/.test(row.datname),
    )) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const { pool, close } = connectDatabase(withDatabase(adminUrl, TEMPLATE), { max: 2 });
  try {
    await runMigrations(pool);
  } finally {
    await close();
  }
}

/**
 * Integration tests run against the embedded PostgreSQL 18 and, when TEST_DATABASE_URL is set, that server
 * too. With DROPWIRE_STRICT_TESTS=1 (CI) a missing or unreachable second server fails the run.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-test-pg-'));
  // As root the server runs as the postgres user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  assertPostgresUserCanReach(path.join(dataDir, 'pg'));
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const embedded = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'pg'),
    port,
    user: 'dropwire',
    password: 'dropwire-test',
    persistent: false,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: () => undefined,
  });
  await embedded.initialise();
  await embedded.start();
  stopOnExit(embedded);
  const servers: TestServer[] = [];
  const embeddedUrl = `postgres://dropwire:dropwire-test@127.0.0.1:${port}/postgres`;
  await prepareTemplate(embeddedUrl);
  servers.push({ name: 'embedded PostgreSQL 18', adminUrl: embeddedUrl, template: TEMPLATE });

  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    try {
      await prepareTemplate(external);
      const client = new pg.Client({ connectionString: external });
      await client.connect();
      const version =
        (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ??
        '?';
      await client.end();
      servers.push({
        name: `TEST_DATABASE_URL PostgreSQL ${version.split(' ')[0]}`,
        adminUrl: external,
        template: TEMPLATE,
      });
    } catch (error) {
      if (strict)
        throw new Error(`TEST_DATABASE_URL is set but unusable: ${(error as Error).message}`, {
          cause: error,
        });
      console.warn(
        `TEST_DATABASE_URL unusable, testing only the embedded server: ${(error as Error).message}`,
      );
    }
  } else if (strict) {
    throw new Error(
      'DROPWIRE_STRICT_TESTS=1 needs TEST_DATABASE_URL (the PostgreSQL 15 run may not be skipped).',
    );
  }
  project.provide('databases', servers);

  return async () => {
    for (const server of servers) {
      const admin = new pg.Client({ connectionString: server.adminUrl });
      await admin.connect().catch(() => undefined);
      const left = await admin
        .query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
          `dropwire_t_${RUN}_%`,
        ])
        .catch(() => ({ rows: [] }));
      for (const { datname } of left.rows)
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
      await admin.end().catch(() => undefined);
    }
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
