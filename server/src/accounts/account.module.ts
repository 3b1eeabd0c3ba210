import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { createOneTimeTokens } from '../auth/one-time-token.service';
import { createFamilyService } from '../family/family.service';
import { every, onEvent } from '../jobs/job-types';
import { accountRouter } from './account.routes';
import { createAccountService } from './account.service';
import { accountSecurityRouter } from './account-security.routes';
import { createAccountSecurityService } from './account-security.service';

const DAY = 86_400_000;

/**
 * Accounts and their mail (issue 19): sign-up, verification and password recovery routes, the account's security
 * (two-factor set-up, sessions, email change); the outbox handler that mails a reset link; the schedule that
 * purges expired links. Mail is sent by the mail area.
 */
export function accountsModule(ctx: AppContext): AreaModule {
  const { db, clock, mailer } = ctx;
  const tokens = createOneTimeTokens({ db, clock });
  const consent = createFamilyService({ db, clock, tokens, mailer });
  const accounts = createAccountService({ db, clock, tokens, mailer, consent });
  const security = createAccountSecurityService({
    db,
    clock,
    tokens,
    mailer,
    sessions: ctx.sessions,
    secondFactor: ctx.secondFactor,
    auth: ctx.auth,
  });
  return {
    name: 'accounts',
    routers: () => [accountRouter(accounts), accountSecurityRouter(security, ctx.securitySettings)],
    outboxHandlers: [
      onEvent('account.password-reset-requested', 'password-reset-mail', ({ db: jobDb }, request) =>
        jobDb.transaction().execute((trx) => accounts.handlePasswordResetRequest(trx, request)),
      ),
    ],
    schedules: [
      every('one-time-token-purge', DAY, async () => {
        await tokens.purgeExpired();
      }),
    ],
  };
}
