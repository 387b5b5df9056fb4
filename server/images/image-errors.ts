/** Why a cover could not be made: the reader gets the placeholder, the log gets this code. */
export type ImageFailure =
  | 'blocked_address'
  | 'unreachable'
  | 'timeout'
  | 'http_status'
  | 'not_an_image'
  | 'too_large'
  | 'too_many_pixels'
  | 'unsupported_format'
  | 'not_found';

/**
 * A source that failed. Its message names the host at most, never the whole URL: a feed's URL is hostile
 * text, and these messages are logged.
 */
export class ImageSourceError extends Error {
  constructor(
    readonly code: ImageFailure,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'ImageSourceError';
  }
}

/** The process makes as many images as it may right now: the client is asked to come back later (503). */
export class ImageOverloadedError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'ImageOverloadedError';
  }
}
