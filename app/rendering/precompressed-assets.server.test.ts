import express from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompressed-assets.server';

const script = 'export const answer = 42;\n'.repeat(100);

/** A GET as a browser sends it, undecoded, so the test sees the bytes that were sent. */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('precompressedAssets', () => {
  let dir: string;
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    writeFileSync(path.join(dir, 'entry-abc.js'), script);
    writeFileSync(path.join(dir, 'entry-abc.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dir, 'entry-abc.js.gz'), gzipSync(script));
    writeFileSync(path.join(dir, 'plain-abc.js'), script);
    const app = express();
    app.use('/assets', precompressedAssets(dir));
    app.use('/assets', express.static(dir));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
    close = () => server.close();
  });

  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the Brotli copy to a browser that takes it, marked so caches keep one per encoding', async () => {
    const response = await get(`${url}/entry-abc.js`, 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself, and honours a refusal', async () => {
    const gzip = await get(`${url}/entry-abc.js`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const refused = await get(`${url}/entry-abc.js`, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await get(`${url}/entry-abc.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves files without copies, and paths outside the folder, to the static files', async () => {
    const plain = await get(`${url}/plain-abc.js`, 'br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect((await get(`${url}/..%2f..%2fetc%2fpasswd.js`, 'br')).status).toBe(404);
  });
});
