import { randomBytes } from 'node:crypto';

/**
 * A rendered document as the parts it is sent in: the text React rendered, around bytes every page shares
 * (the stylesheet). The parts go to the socket as they are, in one write. Encoding them into one buffer per
 * page would leave 90-100 KB of memory per render, which is freed only when the garbage collector next finds
 * the buffer dead: rendering pages at speed, that held 40-90 MB. Text written to a socket is encoded into
 * memory that is freed as soon as the write is done. Only a page the cache keeps becomes one buffer.
 */
export type DocumentBody = { readonly parts: readonly (string | Buffer)[]; readonly byteLength: number };

export function documentBodyOf(parts: (string | Buffer)[]): DocumentBody {
  let byteLength = 0;
  for (const part of parts) byteLength += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  return { parts, byteLength };
}

/** The document in one buffer, as the page cache keeps it. */
export function documentBytes({ parts, byteLength }: DocumentBody): Buffer {
  if (parts.length === 1 && Buffer.isBuffer(parts[0])) return parts[0];
  const bytes = Buffer.allocUnsafe(byteLength);
  let at = 0;
  for (const part of parts) {
    if (typeof part === 'string') at += bytes.write(part, at);
    else at += part.copy(bytes, at);
  }
  // The buffer is not zeroed: a count that disagreed with the parts would send memory, or cut the page.
  if (at !== byteLength) throw new Error(`document parts came to ${at} bytes, not ${byteLength}`);
  return bytes;
}

/** What a document is written to: an HTTP response (named by its shape, so this module opens no connections). */
type DocumentSink = {
  readonly socket: { cork(): void; uncork(): void } | null;
  write(part: string | Buffer | undefined): unknown;
  end(part: string | Buffer | undefined): unknown;
};

/**
 * Ends the response with the document, its parts leaving in one write. The socket is corked, not the response:
 * the compression middleware, which wraps the response's writes, sends nothing once the response is corked.
 */
export function endWithDocument(res: DocumentSink, { parts }: DocumentBody): void {
  const socket = res.socket;
  socket?.cork();
  for (let index = 0; index < parts.length - 1; index += 1) res.write(parts[index]);
  res.end(parts[parts.length - 1]);
  socket?.uncork();
}

/**
 * The document carried on its Response, under this name. The page handler sends these parts as they are;
 * reading the body back out of the Response would encode and copy the whole page twice more. A property of the
 * response, not a map of this module: the Express server and the app build each load their own copy of it.
 */
const DOCUMENT = 'dropwireDocumentBody';
type WithDocument = Response & { [DOCUMENT]?: DocumentBody };

export function documentResponse(body: DocumentBody, init: ResponseInit): Response {
  const response = new Response(
    new ReadableStream<Uint8Array>(
      {
        // Encoded only when someone reads it (tests, or a route that wraps another's response).
        pull(controller) {
          const bytes = documentBytes(body);
          controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
          controller.close();
        },
      },
      // A stream pulls as soon as it is made, to fill its queue, unless the queue is to stay empty.
      { highWaterMark: 0 },
    ),
    init,
  );
  Object.defineProperty(response, DOCUMENT, { value: body });
  return response;
}

/** The document rendered by `documentResponse`, or undefined for any other response. */
export function documentBody(response: Response): DocumentBody | undefined {
  return (response as WithDocument)[DOCUMENT];
}

/**
 * The validator of one rendered document: unique within this process, and across restarts and processes by a
 * random prefix, so no page is hashed on the way out (a desk page's bytes differ on every render anyway, by the
 * nonce of its scripts). The page cache keeps it with the page, for 304s.
 */
const processTag = randomBytes(6).toString('base64url');
let renders = 0;

export function renderEtag(): string {
  renders += 1;
  return `W/"${processTag}-${renders.toString(36)}"`;
}
