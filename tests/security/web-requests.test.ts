// Issue 15, acceptance 4: bounded requests against the product as `npm start` runs it. Every refusal comes
// from the request line and headers, before a body is read, and never as a 500 or a stack trace.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

type RawResponse = { status: number; head: string; body: string };

/**
 * Sends bytes exactly as written (no client library tidies them up) and reads the first response; resolves
 * as soon as that response is complete, whether or not the server has read what was sent.
 */
function rawRequest(url: string, bytes: string): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    const settle = () => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return false;
      const head = text.slice(0, end);
      const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? NaN);
      const body = received.subarray(end + 4);
      if (Number.isFinite(length) ? body.length < length : !socket.readableEnded) return false;
      resolve({ status: Number(head.split(' ')[1]), head, body: body.toString('utf8') });
      socket.destroy();
      return true;
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      settle();
    });
    socket.on('end', () => settle() || reject(new Error(`incomplete response: ${received.toString()}`)));
    socket.on('error', (error) => settle() || reject(error));
    socket.write(bytes);
  });
}

const MB = 1024 * 1024;

describe.each(testServers())('request limits of dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  let host: string;

  beforeAll(async () => {
    app = await startServe({
      DATABASE_URL: database.url,
      RUN_WORKER: 'false',
      // Short enough for a slow client to be cut off within the test; pages are answered well within them.
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_REQUEST_TIMEOUT_MS: '3000',
    });
    host = new URL(app.url).host;
  });

  afterAll(async () => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const post = (headers: string, body = '') =>
    rawRequest(app.url, `POST /contact HTTP/1.1\r\nHost: ${host}\r\n${headers}\r\n${body}`);

  it('refuses a 200 MB body with 413 before reading it, and keeps answering', async () => {
    // Only the headers are sent: the answer cannot wait for a body that never comes.
    const response = await post(
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${200 * MB}\r\n`,
    );
    expect(response.status).toBe(413);
    expect(response.body).toBe('Payload too large: a form may send at most 65536 bytes.');
    expect(response.head).toMatch(/^connection: close$/im);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${app.url}/contact`)).status).toBe(200);
  });

  it('refuses a chunked body (no declared length) with 411', async () => {
    const response = await post(
      'Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n',
      '5\r\nname=\r\n',
    );
    expect(response.status).toBe(411);
    expect(response.body).toContain('Content-Length');
  });

  it('refuses a multipart upload with 415', async () => {
    const body = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--x--\r\n';
    const response = await post(
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\n`,
      body,
    );
    expect(response.status).toBe(415);
    expect(await database.pool.query('SELECT 1 FROM contact_messages')).toMatchObject({ rowCount: 0 });
  });

  it('keeps the connection after refusing a small body, so a client still writing it reads the answer', async () => {
    // A client sends its headers, gets the refusal, then writes the body it had declared, then asks again on the
    // same connection. Closing at once would reset the socket under the late body (EPIPE in the client).
    const body = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--x--\r\n';
    const { hostname, port } = new URL(app.url);
    const socket = net.connect(Number(port), hostname);
    const responses: string[] = [];
    let received = '';
    const answered = (count: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          for (;;) {
            const end = received.indexOf('\r\n\r\n');
            if (end === -1) break;
            const length = Number(/^content-length:\s*(\d+)/im.exec(received.slice(0, end))?.[1] ?? 0);
            if (received.length < end + 4 + length) break;
            responses.push(received.slice(0, end + 4 + length));
            received = received.slice(end + 4 + length);
          }
          if (responses.length >= count) resolve();
        };
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString('latin1');
          check();
        });
        socket.once('error', reject);
        socket.once('end', () => (responses.length >= count ? resolve() : reject(new Error('closed early'))));
        check();
      });
    const first = answered(1);
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    await first;
    socket.removeAllListeners();
    expect(responses[0]).toMatch(/^HTTP\/1\.1 415/);
    expect(responses[0]).not.toMatch(/^connection: close$/im);
    const second = answered(2);
    socket.write(`${body}GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    await second;
    socket.destroy();
    expect(responses[1]).toMatch(/^HTTP\/1\.1 200/);
  });

  it.each(['OPTIONS *', 'GET ftp://127.0.0.1/news'])(
    'answers the target of %s, which is not a path here, with a plain 400',
    async (line) => {
      const response = await rawRequest(app.url, `${line} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      expect(response.status).toBe(400);
      expect(response.body).toBe('Bad request: the request target is not a path on this site.');
    },
  );

  it.each(['/search?q=acid%00techno', '/news?category=%00', '/news?page=1&tag=x%0D%0ASet-Cookie:%20a=b'])(
    'answers %s with a clear 400, not a 500',
    async (path) => {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(
        /^Bad request: the query parameter "\w+" contains control characters/,
      );
    },
  );

  it.each([
    ['name', 'Your name must fit on one line: please remove the line breaks'],
    ['subject', 'The subject must fit on one line: please remove the line breaks'],
  ])('refuses CR/LF in the contact %s with 400 and the field error', async (field, message) => {
    const fields = { name: 'Ana', email: 'ana@example.test', subject: 'Hello', message: 'A correction' };
    const form = new URLSearchParams({ ...fields, [field]: 'Hello\r\nBcc: everyone@example.test' });
    const response = await fetch(`${app.url}/contact`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await database.pool.query('SELECT 1 FROM contact_messages')).toMatchObject({ rowCount: 0 });
  });

  it('refuses NUL in a contact message field with 400 and a field error, not a database error', async () => {
    const form = new URLSearchParams({
      name: 'Ana',
      email: 'ana@example.test',
      subject: 'Hello',
      message: 'A\u0000correction',
    });
    const response = await fetch(`${app.url}/contact`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This field contains control characters (such as NUL)');
  });

  it('cuts off a client that never finishes its headers (408)', async () => {
    const response = await rawRequest(app.url, `GET /news HTTP/1.1\r\nHost: ${host}\r\nX-Slow: 1`);
    expect(response.status).toBe(408);
  });

  it('cuts off a client that never finishes its body (408), and nothing is stored', async () => {
    const response = await post(
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 4000\r\n',
      'name=Slow&email=slow%40example.test&subject=Slow&message=',
    );
    expect(response.status).toBe(408);
    expect(await database.pool.query("SELECT 1 FROM contact_messages WHERE name = 'Slow'")).toMatchObject({
      rowCount: 0,
    });
  });

  it('answers a malformed Host header with a plain 400 and no stack trace', async () => {
    const response = await rawRequest(app.url, 'GET /news HTTP/1.1\r\nHost: exa mple\r\n\r\n');
    expect(response.status).toBe(400);
    expect(response.body).toBe('Bad request: the Host header is not a valid host name.');
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
