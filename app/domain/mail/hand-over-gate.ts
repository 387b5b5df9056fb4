import { Transform, type TransformCallback } from 'node:stream';

/**
 * The last stage of a message on its way to an SMTP server: it passes the message through and holds back
 * its end until `beforeHandOver` has finished. SMTP hands a message over with the end-of-data mark (the
 * line with one dot) that nodemailer writes when this stream ends; a server must not deliver a message whose
 * mark never came (RFC 5321 §4.1.1.4, and smtp-server drops it). So what `beforeHandOver` records is true of
 * every message the server can have: it was recorded first. If it fails, the message is never handed over.
 *
 * The hold waits for the stream to be piped as well: nodemailer builds the message before the envelope is
 * accepted, and a small one would otherwise reach its end, and run the hook, long before the server said
 * 354. Piped means the server has said it (smtp-connection pipes the message on the 354 reply).
 */
export class HandOverGate extends Transform {
  private piped: () => void = () => {};
  private readonly pipedOnce = new Promise<void>((resolve) => {
    this.piped = resolve;
  });

  constructor(private readonly beforeHandOver: () => Promise<void>) {
    super();
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    this.piped();
    return super.pipe(destination, options);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.pipedOnce.then(this.beforeHandOver).then(
      () => callback(),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
