import { registerSchedule } from '../jobs';
import { purgeStaleAttempts } from './attempt-limiter';
import { purgeExpiredSessions } from './session.service';

const HOUR = 60 * 60_000;

/** Housekeeping of the auth tables, run by the one job runner: expired sessions and stale attempt counters. */
export function registerAuthJobs(): void {
  registerSchedule('session-purge', HOUR, async ({ db, now }) => {
    await purgeExpiredSessions(db, now);
  });
  registerSchedule('attempt-purge', HOUR, async ({ db, now }) => {
    await purgeStaleAttempts(db, now);
  });
}
