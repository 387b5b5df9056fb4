import { Transform, type TransformCallback } from 'node:stream';

/**
 * The last stage of a message on its way to an SMTP server: it passes the message through and, once the
 * message's end has gone on to the connection (nodemailer then writes the end-of-data mark, the line with
 * one dot, which hands the message over), runs `onHandedOver`. A sender records there that the server has
 * the message, so a sender killed after that record does not send it again.
 *
 * Why after the mark and not before: a record made before it would count a message as sent that a kill
 * stopped short of its mark, and that reader would get nothing. Made after it, a kill in the instant between
 * the mark and the record sends the message again under its Message-ID: a copy more, never one less
 * (decision 064). A failing record costs the same at most, so it is not the send's failure.
 */
export class HandedOverSignal extends Transform {
  constructor(private readonly onHandedOver: () => Promise<void>) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    // 'end' comes once the connection's stream has taken the last byte; the pipe then ends that stream,
    // which writes the mark within the same turn. The record waits for the next one.
    this.once('end', () => setImmediate(() => this.onHandedOver().catch(() => {})));
    callback();
  }
}
