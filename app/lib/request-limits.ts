import { pathKey, routePathOf } from './route-path';
import { uploadLimitFor } from './upload-limits';

/**
 * What the server refuses before any route sees a request, judged from the request line and headers alone,
 * so a refused body is never read. Readers' forms are a few fields; the desk's content forms carry whole
 * bodies and get more room; only the addresses of `upload-limits.ts` take an upload, each up to its own size.
 */

export type Refusal = { status: 400 | 411 | 413 | 415; message: string };

export type RequestHead = {
  method: string;
  /** The path and query as sent (`/search?q=...`). */
  url: string;
  /** The host the request names (Host, or X-Forwarded-Host behind a trusted proxy); absent in HTTP/1.0. */
  hostname?: string;
  contentLength?: string;
  transferEncoding?: string;
  contentType?: string;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The desk's content forms (a review's body, an interview's transcript) may send this much. */
export const DESK_FORM_MAX_BYTES = 2 * 1024 * 1024;
const DESK_CONTENT_PREFIX = '/admin/content/';

// C0 controls and DEL: no path or parameter of this site has a use for them, and PostgreSQL refuses NUL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;

export function refuseRequest(head: RequestHead, limits: { maxBodyBytes: number }): Refusal | undefined {
  return refuseAddress(head) ?? (BODY_METHODS.has(head.method) ? refuseBody(head, limits) : undefined);
}

function refuseAddress({ url, hostname }: RequestHead): Refusal | undefined {
  if (hostname !== undefined && !validHost(hostname))
    return { status: 400, message: 'Bad request: the Host header is not a valid host name.' };
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, message: 'Bad request: the path has malformed percent-encoding.' };
  }
  if (CONTROL_CHARS.test(path))
    return { status: 400, message: 'Bad request: the path contains control characters (such as NUL).' };
  if (queryStart === -1) return undefined;
  // Decoded the way the routes read it, so `%00` and `+` are judged as what they become.
  for (const [key, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    if (CONTROL_CHARS.test(key) || CONTROL_CHARS.test(value))
      return {
        status: 400,
        message: `Bad request: the query parameter "${printable(key)}" contains control characters (such as NUL).`,
      };
  }
  return undefined;
}

function refuseBody(head: RequestHead, limits: { maxBodyBytes: number }): Refusal | undefined {
  // The page the router will match, whatever the spelling (`/Admin/content/…`): the room is that page's.
  const path = pathKey(routePathOf(head.url).path);
  let maxBodyBytes = path.startsWith(DESK_CONTENT_PREFIX)
    ? Math.max(limits.maxBodyBytes, DESK_FORM_MAX_BYTES)
    : limits.maxBodyBytes;
  if (head.contentType && /^\s*multipart\//i.test(head.contentType)) {
    const uploadLimit = uploadLimitFor(head.url);
    if (uploadLimit === undefined)
      return {
        status: 415,
        message: 'Unsupported media type: this site accepts no uploads (multipart bodies) here.',
      };
    maxBodyBytes = uploadLimit;
  }
  // Node refuses a request carrying both headers, so a transfer coding here means a body of unknown size.
  if (head.transferEncoding !== undefined)
    return { status: 411, message: 'Length required: send the body with a Content-Length header.' };
  if (head.contentLength !== undefined && Number(head.contentLength) > maxBodyBytes)
    return { status: 413, message: `Payload too large: a form may send at most ${maxBodyBytes} bytes.` };
  return undefined;
}

function validHost(hostname: string): boolean {
  try {
    return new URL(`http://${hostname}/`).hostname !== '';
  } catch {
    return false;
  }
}

const printable = (text: string) => text.replace(/[^\x20-\x7E]/g, '?').slice(0, 40);
