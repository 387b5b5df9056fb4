import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientSender, type Sender } from '../../app/domain/rate-limits/rate-limit.server';

// The key rate-limit senders are hashed with comes from the site's secret; tests that call the limits
// directly share one made for the run.
const keys = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-senders-')) };

/** A client address as the rate limits count it. */
export const testSender = (clientIp: string): Sender => clientSender(keys, clientIp);
