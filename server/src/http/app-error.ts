import { errorCodeFor, MSG } from '@mahir/shared';

/** The one error type services throw; the error middleware turns it into the failure envelope. */
export class AppError extends Error {
  /** Stable machine-readable code (`not_found`, `order_not_payable`...); defaults from the status. */
  readonly code: string;

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    code?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? errorCodeFor(status);
  }

  static unauthenticated(): AppError {
    return new AppError(401, MSG.unauthenticated);
  }
  static forbidden(message: string = MSG.forbidden, code?: string): AppError {
    return new AppError(403, message, undefined, code);
  }
  static notFound(message: string = MSG.notFound, code?: string): AppError {
    return new AppError(404, message, undefined, code);
  }
  static conflict(message: string, code?: string): AppError {
    return new AppError(409, message, undefined, code);
  }
  /** A validation failure on named fields, with the spec's messages. */
  static invalid(errors: Record<string, string[]>, message?: string, code?: string): AppError {
    return new AppError(422, message ?? Object.values(errors)[0]?.[0] ?? MSG.validationFailed, errors, code);
  }
  /** Too many attempts; `retryAfterSeconds` becomes the `Retry-After` header. */
  static rateLimited(message: string = MSG.tooManyAttempts, retryAfterSeconds?: number): AppError {
    const error = new AppError(429, message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  retryAfterSeconds?: number;
}
