import type { Db } from '@mahir/db';
import type { Logger } from 'pino';
import { createOneTimeTokens } from '../auth/one-time-token.service';
import { registerOutboxHandler, registerSchedule } from '../jobs';
import { createMailer, createMailTransport, sendDueMails } from '../mail';
import { accountRouter } from './account.routes';
import { createAccountService } from './account.service';

export interface MailSettings {
  publicUrl: string;
  appSecret: string;
  dataDir: string;
  /** `SMTP_URL`; without it mail is kept as `.eml` files under `DATA_DIR/mail/`. */
  smtpUrl: string | null;
  /** `MAIL_FROM`. */
  mailFrom: string;
}

const SEND_EVERY_MS = 2_000;
const DAY = 86_400_000;

/**
 * Accounts and their mail: the account routes, the password-reset outbox handler, and the schedules that
 * send due mail and purge expired links. The transport is made once per process and closed on stop.
 */
export function accountModule(deps: { db: Db; logger: Logger; mail: MailSettings }) {
  const { db, mail } = deps;
  const mailer = createMailer({ publicUrl: mail.publicUrl, appSecret: mail.appSecret });
  const tokens = createOneTimeTokens({ db });
  const accounts = createAccountService({ db, tokens, mailer });
  const transport = createMailTransport({ smtpUrl: mail.smtpUrl, dataDir: mail.dataDir });

  registerOutboxHandler('account.password-reset-requested', 'password-reset-mail', ({ db: jobDb }, payload) =>
    jobDb
      .transaction()
      .execute((trx) => accounts.handlePasswordResetRequest(trx, payload as { email: string; at: string })),
  );
  registerSchedule('mail-send', SEND_EVERY_MS, async ({ db: jobDb, logger }) => {
    const report = await sendDueMails({ db: jobDb, transport, logger, from: mail.mailFrom });
    if (report.failed || report.retried) logger.warn({ ...report }, 'mail: some sends did not succeed');
  });
  registerSchedule('one-time-token-purge', DAY, async () => {
    await tokens.purgeExpired();
  });

  return { router: accountRouter(accounts), accounts, mailer, close: () => transport.close() };
}
