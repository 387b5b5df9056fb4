import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsAccess, securityHeaders } from './security';

describe('metrics access without a trusted proxy', () => {
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.set('trust proxy', false);
    app.get('/metrics', metricsAccess(undefined), (_req, res) => void res.send('figures'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers a local client', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
  });

  it('refuses a request a local proxy forwarded, since it may come from anywhere', async () => {
    const forwarded: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9' },
    ];
    for (const header of forwarded) {
      const response = await fetch(`${base}/metrics`, { headers: header });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('Metrics are served to this machine only.');
    }
  });
});

describe('security headers', () => {
  it('add HSTS only for an https site', () => {
    const headersFor = (siteUrl: string) => {
      const set: Record<string, string> = {};
      securityHeaders(siteUrl)(
        {} as never,
        { set: (values: Record<string, string>) => Object.assign(set, values) } as never,
        () => undefined,
      );
      return set;
    };
    expect(headersFor('https://news.example.test')['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(headersFor('http://localhost:3000')['Strict-Transport-Security']).toBeUndefined();
  });
});
