import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { createOneTimeTokens } from '../auth/one-time-token.service';
import { every, onEvent } from '../jobs/job-types';
import { createMailer, createMailTransport, sendDueMails } from '../mail';
import { accountRouter } from './account.routes';
import { createAccountService } from './account.service';
import { accountSecurityRouter } from './account-security.routes';
import { createAccountSecurityService } from './account-security.service';

const SEND_EVERY_MS = 2_000;
const DAY = 86_400_000;

/**
 * Accounts and their mail (issue 19): sign-up, verification and password recovery routes, the account's security
 * (two-factor set-up, sessions, email change); the outbox handler
 * that mails a reset link; the schedules that send due mail (through `SMTP_URL`, or as `.eml` files under
 * `DATA_DIR/mail/`) and purge expired links.
 */
export function accountsModule(ctx: AppContext): AreaModule {
  const { db, clock, config } = ctx;
  const mailer = createMailer({ publicUrl: config.publicUrl, appSecret: config.appSecret, clock });
  const tokens = createOneTimeTokens({ db, clock });
  const accounts = createAccountService({ db, clock, tokens, mailer });
  const security = createAccountSecurityService({
    db,
    clock,
    tokens,
    mailer,
    sessions: ctx.sessions,
    secondFactor: ctx.secondFactor,
    auth: ctx.auth,
  });
  const transport = createMailTransport({ smtpUrl: config.smtpUrl ?? null, dataDir: config.dataDir });
  const from = config.mailFrom ?? 'Mahir <no-reply@localhost>';
  return {
    name: 'accounts',
    routers: () => [accountRouter(accounts), accountSecurityRouter(security, ctx.securitySettings)],
    outboxHandlers: [
      onEvent('account.password-reset-requested', 'password-reset-mail', ({ db: jobDb }, request) =>
        jobDb.transaction().execute((trx) => accounts.handlePasswordResetRequest(trx, request)),
      ),
    ],
    schedules: [
      every('mail-send', SEND_EVERY_MS, async ({ db: jobDb, logger }) => {
        const report = await sendDueMails({ db: jobDb, transport, logger, from });
        if (report.failed || report.retried) logger.warn({ ...report }, 'mail: some sends did not succeed');
      }),
      every('one-time-token-purge', DAY, async () => {
        await tokens.purgeExpired();
      }),
    ],
  };
}
