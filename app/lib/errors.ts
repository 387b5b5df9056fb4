/** The few error kinds Dropwire raises; `code` is the stable contract, `message` is safe to show. */
export type ErrorCode = 'not_found' | 'validation' | 'conflict' | 'forbidden' | 'upstream';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', options?: { cause?: unknown }) {
    super('not_found', message, options);
  }
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super('validation', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('conflict', message, options);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that') {
    super('forbidden', message);
  }
}

export class UpstreamError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('upstream', message, options);
  }
}

const statusByCode: Record<ErrorCode, number> = {
  not_found: 404,
  validation: 400,
  conflict: 409,
  forbidden: 403,
  upstream: 502,
};

/** The one place where error kinds become HTTP statuses. */
export function httpStatusOf(error: unknown): number {
  return error instanceof AppError ? statusByCode[error.code] : 500;
}
