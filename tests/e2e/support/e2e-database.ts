import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedPgPortOf } from './ports';

/**
 * The database of the server at `baseURL` that Playwright started (the embedded PostgreSQL that `npm start`
 * runs, see playwright.config.ts), for own-data specs that add what the demo does not have, as another
 * process would.
 */
export async function withE2eDatabase<T>(
  baseURL: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const port = Number(new URL(baseURL).port);
  const dataDir = path.join(os.tmpdir(), `dropwire-e2e-${port}`);
  const client = new pg.Client({
    host: '127.0.0.1',
    port: embeddedPgPortOf(port),
    user: 'dropwire',
    database: 'dropwire',
    password: readFileSync(path.join(dataDir, '.pg-password'), 'utf8').trim(),
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Tells the server that content changed, as a publishing process does: its cached pages are dropped. */
export const announceChange = (client: pg.Client) =>
  client.query(`SELECT pg_notify('dropwire_content_changed', '')`);
