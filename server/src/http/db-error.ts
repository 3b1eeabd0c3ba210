import { MSG } from '@mahir/shared';
import { AppError } from './app-error';

/** SQLite result codes of a database another connection holds locked for longer than the busy timeout. */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)/;
/** PostgreSQL SQLSTATEs of a lost or refused connection: admin shutdown, crash, too many clients, class 08. */
const PG_LOST = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/** Node socket errors of a connection that went away or never came. */
const SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const PG_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Seconds a client should wait before retrying a request the database could not serve. */
export const DATABASE_RETRY_SECONDS = 1;

/**
 * Turns a database that is briefly unavailable (SQLite locked by another connection, PostgreSQL connection
 * lost or refused) into a `503` the client may retry; any other error answers null.
 */
export function databaseUnavailable(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, message } = err as { code?: unknown; message?: unknown };
  const known =
    (typeof code === 'string' && (SQLITE_BUSY.test(code) || PG_LOST.has(code) || SOCKET.has(code))) ||
    (typeof message === 'string' && PG_MESSAGES.test(message));
  if (!known) return null;
  const error = new AppError(503, MSG.databaseUnavailable, undefined, 'database_unavailable');
  error.retryAfterSeconds = DATABASE_RETRY_SECONDS;
  return error;
}
