import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { every } from '../jobs/job-types';
import { purgeStaleAttempts } from './attempt-limiter';
import { authRouter } from './auth.routes';
import { purgeExpiredSessions } from './session.service';

const HOUR = 60 * 60_000;

/** Login, logout and the session; housekeeping of the auth tables (expired sessions, stale attempt counters). */
export function authModule(ctx: AppContext): AreaModule {
  return {
    name: 'auth',
    routers: () => [authRouter(ctx)],
    schedules: [
      every('session-purge', HOUR, async ({ db, now }) => {
        await purgeExpiredSessions(db, now);
      }),
      every('attempt-purge', HOUR, async ({ db, now }) => {
        await purgeStaleAttempts(db, now);
      }),
    ],
  };
}
