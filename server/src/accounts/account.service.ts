import { type Database, userRepository } from '@mahir/db';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { privacyRepository } from '@mahir/db/repositories/privacy.repository';
import { sessionRepository } from '@mahir/db/repositories/session.repository';
import { MSG } from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { checkDob, isMinor } from '@mahir/shared/accounts/minor';
import { ONE_TIME_TOKEN_LIFETIME_MS, type OneTimeTokenPurpose } from '@mahir/shared/accounts/one-time-tokens';
import { PRIVACY_NOTICE_VERSION } from '@mahir/shared/accounts/privacy-notice';
import { COUNTRY_MALAYSIA } from '@mahir/shared/constants';
import type { RegisterBody } from '@mahir/shared/contract/account.contract';
import { mailLanguageOf } from '@mahir/shared/mail';
import type { Transaction } from 'kysely';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { forgotPasswordKeys, signUpKeys, verificationKeys } from '../auth/account-throttles';
import { createAttemptLimiter } from '../auth/attempt-limiter';
import type { TokenPayload } from '../auth/one-time-token';
import type { OneTimeTokens } from '../auth/one-time-token.service';
import { hashPassword } from '../auth/password';
import { AppError } from '../http/app-error';
import type { MailDataOf, Mailer, MailTemplateName } from '../mail';
import { writeEvent } from '../outbox/outbox';
import { freeUsername } from './free-username';
import { tokenRefused } from './token-refusal';

const A = ACCOUNT_MSG.en;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The guardian's consent a pupil under 18 asks for at sign-up (the family area's). */
export interface ConsentRequests {
  throttleConsentRequest(guardianEmail: string): Promise<void>;
  requestConsent(
    trx: Transaction<Database>,
    child: { id: number; name: string },
    guardianEmail: string,
    noticeVersion: string,
  ): Promise<void>;
}

export interface AccountServiceDeps extends ServiceDeps {
  tokens: OneTimeTokens;
  mailer: Mailer;
  consent: ConsentRequests;
}

/** A mailed link's recipient: a new account has no language yet (Malay, the product's default). */
type LinkRecipient = { id: number; name: string; email: string; language?: string | null };

/**
 * Mailing one-time links: `mailTokenLink` issues a token for the user and mails them its link in their
 * language; `data` writes the template's data around the token. Shared by accounts and families.
 */
export function tokenMails({ tokens, mailer }: { tokens: OneTimeTokens; mailer: Mailer }) {
  async function mailTokenLink<P extends OneTimeTokenPurpose, N extends MailTemplateName>(
    trx: Transaction<Database>,
    user: LinkRecipient,
    token: { purpose: P; payload: TokenPayload<P> },
    mail: { template: N; data: (token: string) => MailDataOf<N>; idempotencyKey: string },
  ) {
    const issued = await tokens.issue({ ...token, userId: user.id }, trx);
    await mailer.enqueue(trx, {
      template: mail.template,
      data: mail.data(issued.token),
      to: { email: user.email, name: user.name },
      language: mailLanguageOf(user.language),
      userId: user.id,
      idempotencyKey: mail.idempotencyKey,
    });
  }

  function mailVerification(trx: Transaction<Database>, user: LinkRecipient, key: string) {
    return mailTokenLink(
      trx,
      user,
      { purpose: 'verify_email', payload: { email: user.email } },
      {
        template: 'verification',
        data: (token) => ({
          name: user.name,
          token,
          expiresInHours: Math.round(ONE_TIME_TOKEN_LIFETIME_MS.verify_email / HOUR),
        }),
        idempotencyKey: key,
      },
    );
  }

  return { mailTokenLink, mailVerification };
}

/**
 * Sign-up, email verification and password recovery (issue 19). Mail is queued in the transaction of the
 * change it reports and sent by the job runner; every route that mails is throttled per address and per
 * client, counting whether or not the address has an account.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, clock, tokens, mailer, consent } = deps;
  const limiter = createAttemptLimiter({ db, clock });

  const { mailTokenLink, mailVerification } = tokenMails({ tokens, mailer });

  return {
    async register(body: RegisterBody, meta: { ip: string }): Promise<{ userId: number; email: string }> {
      await limiter.attempt(signUpKeys(body.email, meta.ip), A.signUpThrottled);
      const at = clock();
      let dob: string | null = null;
      let guardianEmail: string | null = null;
      if (body.account_type === 'student') {
        if (!body.dob) throw AppError.invalid({ dob: [A.dobRequired] });
        const problem = checkDob(body.dob, at);
        if (problem) throw AppError.invalid({ dob: [problem === 'future' ? A.dobInFuture : A.dobInvalid] });
        dob = body.dob;
        // A pupil under 18 signing up alone names a guardian, who is asked for consent (issue 20).
        if (isMinor(dob, at)) {
          if (!body.guardian_email) throw AppError.invalid({ guardian_email: [A.guardianEmailRequired] });
          if (body.guardian_email === body.email.toLowerCase())
            throw AppError.invalid({ guardian_email: [A.guardianEmailSameAsChild] });
          guardianEmail = body.guardian_email;
        }
      } else if (body.dob) {
        if (checkDob(body.dob, at)) throw AppError.invalid({ dob: [A.dobInvalid] });
        dob = body.dob;
      }
      if (await accountRepository.emailTaken(db, body.email))
        throw AppError.conflict(MSG.emailTaken, 'email_taken');
      if (guardianEmail) await consent.throttleConsentRequest(guardianEmail);
      const passwordHash = await hashPassword(body.password);
      const now = at.toISOString();
      const name = body.full_name;
      try {
        return await db.transaction().execute(async (trx) => {
          const username = await freeUsername(trx, body.email);
          const userId = await accountRepository.createUser(
            trx,
            {
              email: body.email,
              password_hash: passwordHash,
              name,
              username,
              dob,
              country_id: COUNTRY_MALAYSIA,
              can_wishlist: 1,
              is_active: 1,
              privacy_notice_version: PRIVACY_NOTICE_VERSION,
              privacy_accepted_at: now,
              language: body.language ?? null,
              created_at: now,
              updated_at: now,
            },
            [body.account_type],
          );
          await privacyRepository.recordAcceptance(trx, {
            user_id: userId,
            notice_version: PRIVACY_NOTICE_VERSION,
            context: 'sign-up',
            ip: meta.ip,
            accepted_at: now,
          });
          await mailVerification(
            trx,
            { id: userId, name, email: body.email, language: body.language },
            `verify:user:${userId}:signup`,
          );
          if (guardianEmail)
            await consent.requestConsent(trx, { id: userId, name }, guardianEmail, PRIVACY_NOTICE_VERSION);
          return { userId, email: body.email };
        });
      } catch (err) {
        // Two sign-ups racing for one address: the loser hears what it would have heard a moment later.
        if (await accountRepository.emailTaken(db, body.email))
          throw AppError.conflict(MSG.emailTaken, 'email_taken');
        throw err;
      }
    },

    async verifyEmail(token: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const used = await tokens.consume('verify_email', token, { db: trx });
        if (!used.ok) throw tokenRefused(used.reason);
        const user = await accountRepository.user(trx, used.userId);
        // A link for an address the account no longer has proves nothing about the current one.
        if (!user || user.email.toLowerCase() !== used.payload.email.toLowerCase())
          throw tokenRefused('invalid');
        if (!user.email_verified_at)
          await accountRepository.updateUser(trx, user.id, { email_verified_at: clock().toISOString() });
      });
    },

    async resendVerification(actor: UserActor, meta: { ip: string }): Promise<boolean> {
      const user = await accountRepository.user(db, actor.id);
      if (!user) throw AppError.unauthenticated();
      if (user.email_verified_at) throw AppError.conflict(A.alreadyVerified, 'already_verified');
      await limiter.attempt(verificationKeys(user.email, meta.ip), A.verificationThrottled);
      await db
        .transaction()
        .execute((trx) => mailVerification(trx, user, `verify:user:${user.id}:${clock().getTime()}`));
      return true;
    },

    /**
     * Answers the same whether or not the address has an account: the throttle counts first, and the
     * lookup, the token and the mail happen in the job runner (`handlePasswordResetRequest`), so neither the
     * answer nor its timing tells who is registered.
     */
    async forgotPassword(email: string, meta: { ip: string }): Promise<void> {
      await limiter.attempt(forgotPasswordKeys(email, meta.ip), A.forgotPasswordThrottled);
      await db
        .transaction()
        .execute((trx) =>
          writeEvent(trx, 'account.password-reset-requested', { email, at: clock().toISOString() }),
        );
    },

    /** The outbox handler of a reset request: mails a link when, and only when, the address has an account. */
    async handlePasswordResetRequest(
      trx: Transaction<Database>,
      request: { email: string; at: string },
    ): Promise<void> {
      const user = await userRepository.findByEmail(trx, request.email);
      if (!user?.is_active) return;
      await mailTokenLink(
        trx,
        user,
        { purpose: 'reset_password', payload: null },
        {
          template: 'password-reset',
          data: (token) => ({
            name: user.name,
            token,
            expiresInMinutes: Math.round(ONE_TIME_TOKEN_LIFETIME_MS.reset_password / MINUTE),
          }),
          idempotencyKey: `reset:user:${user.id}:${request.at}`,
        },
      );
    },

    async checkResetToken(token: string): Promise<void> {
      const result = await tokens.check('reset_password', token);
      if (!result.ok) throw tokenRefused(result.reason);
    },

    /** Sets the new password, ends every session of the account and every other reset link, in one step. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const used = await tokens.consume('reset_password', token, { db: trx });
        if (!used.ok) throw tokenRefused(used.reason);
        const now = clock().toISOString();
        await accountRepository.updateUser(trx, used.userId, {
          password_hash: passwordHash,
          // Following a link mailed to the address proves the address too.
          email_verified_at: (await accountRepository.user(trx, used.userId))?.email_verified_at ?? now,
          updated_at: now,
        });
        await sessionRepository.removeOthersOf(trx, used.userId, null);
        await tokens.revokeAll(used.userId, ['reset_password'], trx);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
