import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logPageError } from './log-page-error.server';

describe('logPageError', () => {
  it('logs the error through the logger with the request id, method and path', () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString())) }),
    );
    const request = new Request('http://x.test/news/a-story?ref=feed', {
      headers: { 'X-Request-Id': `req-7${'x'.repeat(200)}` },
    });
    logPageError(logger, request, new Error('render failed'));
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 50,
      msg: 'page error',
      method: 'GET',
      path: '/news/a-story',
      err: { message: 'render failed' },
    });
    expect(entry.requestId).toBe(`req-7${'x'.repeat(95)}`);
  });
});
