/** Why a URL cannot become a source: the operator reads the message. */
export class SourceCheckError extends Error {
  /**
   * @param unreachable The feed could not be reached now (no network, DNS, time-out, a server error): it may
   * well be a feed. Otherwise the answer was definite (not a feed, gone, refused address).
   */
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'SourceCheckError';
  }
}

/** The URL is a source already. */
export class DuplicateSourceError extends SourceCheckError {
  constructor(message: string) {
    super(message);
    this.name = 'DuplicateSourceError';
  }
}
