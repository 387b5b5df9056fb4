import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrCreateImageKey } from './image-key';

describe('readOrCreateImageKey', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'dropwire-image-key-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('makes a random key once, readable by its owner only, and reads the same key afterwards', () => {
    const key = readOrCreateImageKey({ dataDir });
    const file = path.join(dataDir, '.image-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(key.toString());
    expect(readOrCreateImageKey({ dataDir })).toEqual(key);
  });

  it('uses IMAGE_URL_SECRET when it is set, and writes nothing', () => {
    const secret = 'the operator’s secret, shared by every web server';
    expect(readOrCreateImageKey({ dataDir, secret }).toString()).toBe(secret);
    expect(() => statSync(dataDir)).toThrow();
  });
});
