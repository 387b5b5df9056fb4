import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import type { Context } from '@fedify/fedify';
import express from 'express';
import type { Database } from '../../app/db/client.server';
import { createDropwireFederation } from '../../app/domain/fediverse/federation.server';
import type { FediverseContext } from '../../app/domain/fediverse/fediverse-context';
import { createLogger } from '../../app/lib/logger.server';
import { createFetchAgent, defaultFetchPolicy } from '../../app/lib/outbound/guarded-fetch.server';
import { fediverseHandler } from '../../server/fediverse';
import { freePort } from './free-port';

export type FediverseInstance = {
  url: string;
  host: string;
  data: FediverseContext;
  federation: ReturnType<typeof createDropwireFederation>;
  ctx: () => Context<FediverseContext>;
  close: () => Promise<void>;
};

/**
 * One Dropwire's federation on a loopback port: the same handler the server mounts (`server/fediverse.ts`)
 * and the same federation, on its own database, with everything else answering the pages' 404. Outbound
 * requests go through the guarded agent with loopback allowed, as ALLOW_PRIVATE_SOURCES=true allows it.
 */
export async function startFediverseInstance(db: Database, siteName: string): Promise<FediverseInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const policy = { ...defaultFetchPolicy, isBlocked: () => false, totalTimeoutMs: 20_000 };
  const http = { agent: createFetchAgent(policy), policy };
  const federation = createDropwireFederation({ db, http });
  const data: FediverseContext = {
    db,
    siteUrl: url,
    siteName,
    key: randomBytes(32),
    http,
    logger: createLogger('silent'),
  };
  const app = express();
  app.use(
    fediverseHandler(federation, data, { DATA_DIR: tmpdir(), AUTH_SECRET: randomBytes(32).toString('hex') }),
  );
  app.use((_req, res) => void res.status(404).type('text/plain').send('page not found'));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    url,
    host: `127.0.0.1:${port}`,
    data,
    federation,
    ctx: () => federation.createContext(new URL(url), data),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await http.agent.close();
    },
  };
}
