import { MSG } from '@mahir/shared';

/** The one error type services throw; the error middleware turns it into the failure envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static unauthenticated(): AppError {
    return new AppError(401, MSG.unauthenticated);
  }
  static forbidden(message: string = MSG.forbidden): AppError {
    return new AppError(403, message);
  }
  static notFound(message: string = MSG.notFound): AppError {
    return new AppError(404, message);
  }
  static conflict(message: string): AppError {
    return new AppError(409, message);
  }
  /** A validation failure on named fields, with the spec's messages. */
  static invalid(errors: Record<string, string[]>, message?: string): AppError {
    return new AppError(422, message ?? Object.values(errors)[0]?.[0] ?? MSG.validationFailed, errors);
  }
}
