import { randomBytes } from 'node:crypto';

/**
 * A rendered document's bytes, kept beside its Response. The page handler sends (and the page cache keeps)
 * these bytes as they are; reading them back out of the Response would copy a page of 90-100 KB twice
 * more (into the Response's stream when it is made, and out of it when read), every page rendered.
 * The Response still carries the same bytes in a stream of its own, for anything else that reads it.
 */
const holder = globalThis as typeof globalThis & { __dropwireDocumentBodies?: WeakMap<Response, Buffer> };
// The Express server and the app build each load their own copy of this module: one map through the global
// object, as app-context.server.ts shares React Router's context keys.
const bodies = (holder.__dropwireDocumentBodies ??= new WeakMap());

export function documentResponse(body: Buffer, init: ResponseInit): Response {
  const response = new Response(
    new ReadableStream<Uint8Array>({
      // Filled only when someone reads it; the bytes are not copied until then.
      pull(controller) {
        controller.enqueue(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
        controller.close();
      },
    }),
    init,
  );
  bodies.set(response, body);
  return response;
}

/** The bytes of a document rendered by `documentResponse`, or undefined for any other response. */
export function documentBody(response: Response): Buffer | undefined {
  return bodies.get(response);
}

/**
 * The validator of one rendered document. Every render of a page differs from the last in its bytes (the nonce
 * of its scripts), so hashing them would say no more than naming the render: unique within this process, and
 * across restarts and processes by a random prefix. The page cache keeps it with the page, for 304s.
 */
const processTag = randomBytes(6).toString('base64url');
let renders = 0;

export function renderEtag(): string {
  renders += 1;
  return `W/"${processTag}-${renders.toString(36)}"`;
}
