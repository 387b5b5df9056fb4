import { parentPort } from 'node:worker_threads';
import { FeedParseError } from '../parse-feed';
import { parseDocument } from './parse-document';

export type ParseRequest = { id: number; body: string; url: string; fetchedAt: number };
export type ParseResponse =
  | { id: number; ok: true; result: ReturnType<typeof parseDocument> }
  | { id: number; ok: false; parseError: boolean; message: string };

// One parse at a time per thread: the pool spreads documents over threads.
parentPort!.on('message', (request: ParseRequest) => {
  let response: ParseResponse;
  try {
    response = {
      id: request.id,
      ok: true,
      result: parseDocument(request.body, request.url, new Date(request.fetchedAt)),
    };
  } catch (error) {
    response = {
      id: request.id,
      ok: false,
      parseError: error instanceof FeedParseError,
      message: (error as Error).message,
    };
  }
  parentPort!.postMessage(response);
});
