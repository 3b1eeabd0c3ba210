import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { createOneTimeTokens } from '../auth/one-time-token.service';
import { every } from '../jobs/job-types';
import { familyRouter } from './family.routes';
import { createFamilyService } from './family.service';

const HOUR = 3_600_000;

/** Families (issue 20): a guardian's children and their progress, links, and a guardian's consent. */
export function familyModule(ctx: AppContext): AreaModule {
  const tokens = createOneTimeTokens({ db: ctx.db, clock: ctx.clock });
  const family = createFamilyService({ db: ctx.db, clock: ctx.clock, tokens, mailer: ctx.mailer });
  return {
    name: 'family',
    routers: () => [familyRouter(family)],
    // Hourly, so a missed run catches up; each guardian gets one summary a week (the mail's idempotency key).
    schedules: [
      every('family-weekly-summary', HOUR, async ({ now }) => {
        await family.sendWeeklySummaries(now);
      }),
    ],
  };
}
