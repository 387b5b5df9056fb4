import { pathKey, routePathOf } from './route-path';

/**
 * The few addresses that take a file upload (multipart/form-data), each with the most bytes a whole request
 * to it may send. Every other address refuses multipart bodies before reading them (`request-limits.ts`).
 */

/** The largest OPML file the desk imports: a thousand feeds take about 200 KiB. */
export const OPML_MAX_BYTES = 1024 * 1024;

/** Room for the multipart envelope around the file: boundaries, part headers, the other fields. */
const ENVELOPE_BYTES = 16 * 1024;

/** The most bytes a request importing an OPML file may send. */
export const OPML_UPLOAD_MAX_BYTES = OPML_MAX_BYTES + ENVELOPE_BYTES;

/** The largest image file the desk's media page accepts. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Room for the form around an image: its other fields and the multipart framing. */
const IMAGE_FORM_OVERHEAD_BYTES = 64 * 1024;

/** The most bytes a request uploading an image may send. */
export const IMAGE_UPLOAD_MAX_BYTES = UPLOAD_MAX_BYTES + IMAGE_FORM_OVERHEAD_BYTES;

const uploadPaths = new Map<string, number>([
  ['/admin/sources/import', OPML_UPLOAD_MAX_BYTES],
  ['/admin/content/media', IMAGE_UPLOAD_MAX_BYTES],
]);

/**
 * The body limit of an upload address, or undefined for any other. `url` is the path and query as sent, in
 * any spelling the router matches (`route-path.ts`); a client-side submission asks for the route's data
 * (`/admin/sources/import.data`).
 */
export function uploadLimitFor(url: string): number | undefined {
  return uploadPaths.get(pathKey(routePathOf(url).path));
}
