import { ERROR_STATUS, type ErrorCode } from '../../core/api/error-codes';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const unauthorized = (message = 'Sign in to continue') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this resource') => new AppError('FORBIDDEN', message);
export const validationFailed = (message: string, details?: unknown) => new AppError('VALIDATION_FAILED', message, details);
