// The product as `npm start` runs it, on a test database, with an admin and an editor signed in through the
// login form: the desk's content pages are driven over HTTP as a browser without JavaScript drives them
// (form posts, redirects, the HTML they answer), and the public pages are read as readers read them.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AppServices } from '../../app/app-context.server';
import { createStaffAccount } from '../../app/domain/auth/users.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import { signInOverHttp } from '../support/desk-session';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import type { TestDatabase } from '../support/test-database';

export type Role = 'admin' | 'editor';

const PASSWORD = 'a long password for the content desk tests';

export type DeskServer = Awaited<ReturnType<typeof startDeskServer>>;

/**
 * Starts `dropwire serve` on the database (no demo content, no worker) with public pages kept for ten
 * minutes, so a page that shows a change shows it because the change was announced, not because it expired.
 */
export async function startDeskServer(database: TestDatabase) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-content-desk-'));
  const app: SpawnedProcess = await startServe({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    RUN_WORKER: 'false',
    SEED_DEMO: 'false',
    PAGE_CACHE_SECONDS: '600',
    LOG_LEVEL: 'warn',
  });
  const services = {
    db: database.db,
    config: loadConfig({ DATA_DIR: dataDir, SITE_URL: app.url }),
    logger: createLogger('silent'),
  } as AppServices;
  const cookies = {} as Record<Role, string>;
  for (const role of ['admin', 'editor'] as const) {
    const email = `${role}@content-desk.test`;
    await createStaffAccount(services, { email, role, password: PASSWORD });
    cookies[role] = await signInOverHttp(app.url, email, undefined, PASSWORD);
  }

  const request = (target: string, init: RequestInit & { as?: Role } = {}) => {
    const { as, headers, ...rest } = init;
    return fetch(`${app.url}${target}`, {
      redirect: 'manual',
      ...rest,
      headers: { Origin: app.url, ...(as ? { Cookie: cookies[as] } : {}), ...headers },
    });
  };

  return {
    url: app.url,
    dataDir,
    /** Any request, as the role (when given) sends it: for bodies no browser form sends. */
    send: request,
    /** A desk page as the role sees it (the HTML). */
    get: (target: string, as?: Role) => request(target, { as }),
    /** A form post as a browser without JavaScript sends it. */
    post: (target: string, fields: Record<string, string> | FormData, as: Role = 'editor') =>
      request(target, {
        method: 'POST',
        as,
        body: fields instanceof FormData ? fields : new URLSearchParams(fields),
      }),
    /** The status of an upload whose headers declare `bytes` of body, none of which is sent. */
    declareUpload: (bytes: number, as: Role = 'editor') =>
      new Promise<number>((resolve, reject) => {
        const sent = httpRequest(`${app.url}/admin/content/media`, {
          method: 'POST',
          headers: {
            Origin: app.url,
            Cookie: cookies[as],
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(bytes),
          },
        });
        sent.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          sent.destroy();
        });
        sent.on('error', reject);
        sent.flushHeaders();
      }),
    /** A public page as a reader (no cookie) gets it: from the page cache when it holds it. */
    read: async (target: string) => {
      const response = await fetch(`${app.url}${target}`);
      return { status: response.status, html: await response.text() };
    },
    stop: async () => {
      if (app.child.exitCode === null) {
        app.child.kill('SIGTERM');
        await app.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
