import { describe, expect, it } from 'vitest';
import { DESK_FORM_MAX_BYTES, refuseRequest, type RequestHead } from './request-limits';
import { UPLOAD_MAX_BYTES } from './upload-limits';

const limits = { maxBodyBytes: 65_536 };
const post = (head: Partial<RequestHead>): RequestHead => ({
  method: 'POST',
  url: '/contact',
  hostname: 'news.example.test',
  contentType: 'application/x-www-form-urlencoded',
  contentLength: '120',
  ...head,
});
const statusOf = (head: RequestHead) => refuseRequest(head, limits)?.status;

describe('refuseRequest', () => {
  it('lets ordinary pages and form posts through', () => {
    expect(statusOf({ method: 'GET', url: '/search?q=acid+techno&page=2', hostname: 'localhost' })).toBe(
      undefined,
    );
    expect(statusOf(post({}))).toBe(undefined);
    expect(statusOf(post({ contentLength: '65536' }))).toBe(undefined);
    expect(statusOf({ method: 'GET', url: '/news/caf%C3%A9', hostname: '[::1]' })).toBe(undefined);
    expect(statusOf({ method: 'DELETE', url: '/x' })).toBe(undefined);
  });

  it.each([
    ['a body one byte over the limit', post({ contentLength: '65537' }), 413],
    ['a body declared as 200 MB', post({ contentLength: String(200 * 1024 * 1024) }), 413],
    ['a chunked body', post({ contentLength: undefined, transferEncoding: 'chunked' }), 411],
    ['a multipart upload', post({ contentType: 'multipart/form-data; boundary=x' }), 415],
    ['a multipart upload in capitals', post({ contentType: 'Multipart/Form-Data; boundary=x' }), 415],
    ['NUL in a query parameter', { method: 'GET', url: '/search?q=a%00b' }, 400],
    ['NUL in a parameter name', { method: 'GET', url: '/news?%00=1' }, 400],
    ['a line break in a query parameter', { method: 'GET', url: '/news?category=tech%0D%0Ax' }, 400],
    ['ESC in the path', { method: 'GET', url: '/news/a%1Bb' }, 400],
    ['DEL in the path', { method: 'GET', url: '/news/a%7F' }, 400],
    ['malformed percent-encoding in the path', { method: 'GET', url: '/news/%E0%A4%A' }, 400],
    ['a Host header with a space', { method: 'GET', url: '/', hostname: 'exa mple' }, 400],
    ['a Host header with a bracket', { method: 'GET', url: '/', hostname: '[::1' }, 400],
  ])('refuses %s', (_name, head, status) => {
    expect(statusOf(head as RequestHead)).toBe(status);
  });

  it('takes uploads on the desk media page only, up to the upload limit', () => {
    const upload = (url: string, bytes: number) =>
      post({ url, contentType: 'multipart/form-data; boundary=x', contentLength: String(bytes) });
    expect(statusOf(upload('/admin/content/media', UPLOAD_MAX_BYTES))).toBe(undefined);
    expect(statusOf(upload('/admin/content/media.data', 5000))).toBe(undefined);
    expect(statusOf(upload('/admin/content/media?x=1', 5000))).toBe(undefined);
    expect(statusOf(upload('/admin/content/media', UPLOAD_MAX_BYTES + 1024 * 1024))).toBe(413);
    expect(statusOf(upload('/admin/content/releases/new', 5000))).toBe(415);
    expect(statusOf(upload('/admin/content/media/x', 5000))).toBe(415);
    expect(statusOf(upload('/admin/sources', 5000))).toBe(415);
  });

  it('gives the desk content forms room for whole bodies, and nothing else', () => {
    expect(
      statusOf(post({ url: '/admin/content/reviews/new', contentLength: String(DESK_FORM_MAX_BYTES) })),
    ).toBe(undefined);
    expect(
      statusOf(post({ url: '/admin/content/reviews/new', contentLength: String(DESK_FORM_MAX_BYTES + 1) })),
    ).toBe(413);
    expect(statusOf(post({ url: '/contact', contentLength: String(DESK_FORM_MAX_BYTES) }))).toBe(413);
    expect(statusOf(post({ url: '/admin/sources', contentLength: '65537' }))).toBe(413);
  });

  it('names the offending parameter, printably', () => {
    expect(refuseRequest({ method: 'GET', url: '/search?q=%00' }, limits)?.message).toBe(
      'Bad request: the query parameter "q" contains control characters (such as NUL).',
    );
  });

  it('leaves the body of GET requests to Node (no route reads one)', () => {
    expect(statusOf({ method: 'GET', url: '/', contentLength: '999999999' })).toBe(undefined);
  });
});
