import { parentPort } from 'node:worker_threads';
import { FeedParseError, type ParseLimits } from '../parse/parse-feed';
import { parseDocument } from './parse-document';

export type ParseRequest = { id: number; body: string; url: string; fetchedAt: number; limits: ParseLimits };
export type ParseResponse =
  | { id: number; ok: true; result: ReturnType<typeof parseDocument> }
  | { id: number; ok: false; parseError: boolean; message: string };
/** `ready` is sent once the parser's modules are loaded, so a thread's start-up is not counted as parsing. */
export type WorkerMessage = { ready: true } | ParseResponse;

// Documents are parsed one at a time, in the order they came; the pool keeps at most two here.
parentPort!.on('message', (request: ParseRequest) => {
  let response: ParseResponse;
  try {
    response = {
      id: request.id,
      ok: true,
      result: parseDocument(request.body, request.url, new Date(request.fetchedAt), request.limits),
    };
  } catch (error) {
    response = {
      id: request.id,
      ok: false,
      parseError: error instanceof FeedParseError,
      message: (error as Error).message,
    };
  }
  parentPort!.postMessage(response satisfies WorkerMessage);
});

parentPort!.postMessage({ ready: true } satisfies WorkerMessage);
