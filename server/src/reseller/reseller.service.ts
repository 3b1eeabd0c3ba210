import { randomInt } from 'node:crypto';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { geographyRepository } from '@mahir/db/repositories/geography.repository';
import { resellerRegistrationRepository } from '@mahir/db/repositories/reseller-registration.repository';
import { FIELD_MSG, MSG, RESELLER_TEXT, type ResellerRegistrationBody } from '@mahir/shared';
import type { z } from 'zod';
import type { Actor } from '../access/actor';
import { addressFieldsOf } from '../accounts/address-fields';
import type { ServiceDeps } from '../app-context';
import { emailCheckKeys } from '../auth/account-throttles';
import { createAttemptLimiter } from '../auth/attempt-limiter';
import { hashPassword } from '../auth/password';
import { AppError } from '../http/app-error';

type Registration = z.output<typeof ResellerRegistrationBody>;

/** Where the browser goes after registering: the 'THANK YOU' screen (our path). */
export const RESELLER_THANK_YOU_URL = '/reseller/thank-you';

function emailTaken(): AppError {
  return new AppError(409, MSG.emailTaken, { email: [MSG.emailTaken] });
}

/** Reseller self-registration (spec 000 §2.8). */
export function createResellerService({ db, clock }: ServiceDeps) {
  const limiter = createAttemptLimiter({ db, clock });
  async function freeCode(): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const code = `RS${randomInt(10_000, 1_000_000)}`;
      if (!(await resellerRegistrationRepository.codeTaken(db, code))) return code;
    }
    throw new AppError(500, MSG.serverError);
  }

  return {
    async banks() {
      return { banks: await geographyRepository.banks(db) };
    },

    async emailExists(email: string, meta: { ip: string }) {
      await limiter.attempt(emailCheckKeys(meta.ip));
      return { is_exist: email !== '' && (await accountRepository.emailTaken(db, email)) };
    },

    /** Creates the applicant's account and a pending reseller row; refused to logged-in users. */
    async register(actor: Actor, input: Registration): Promise<{ url: string }> {
      if (actor.kind === 'user') throw AppError.forbidden(MSG.resellerLoggedIn);
      if (await accountRepository.emailTaken(db, input.email)) throw emailTaken();
      if (!(await geographyRepository.bankExists(db, input.bank_name)))
        throw AppError.invalid({ bank_name: [RESELLER_TEXT.bankRequired] });
      if (!(await geographyRepository.stateExists(db, input.state)))
        throw AppError.invalid({ state: [FIELD_MSG.stateRequired] });
      const [passwordHash, code] = await Promise.all([hashPassword(input.password), freeCode()]);
      const email = input.email.toLowerCase();
      const now = clock().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          const userId = await accountRepository.createUser(
            trx,
            {
              email,
              password_hash: passwordHash,
              name: input.full_name,
              username: `${email.split('@')[0]?.slice(0, 30) ?? 'reseller'}-${code.toLowerCase()}`,
              phone_no: input.phone_no,
              ...addressFieldsOf(input),
              country_id: input.country,
              can_wishlist: 1,
              is_active: 1,
              created_at: now,
              updated_at: now,
            },
            // The reseller role comes with the admin's approval (ours; spec 000 §4 leaves it out); until then
            // no back office.
            [],
          );
          await resellerRegistrationRepository.insert(trx, {
            user_id: userId,
            parent_id: null,
            reseller_code: code,
            bank_name: input.bank_name,
            account_no: input.account_no,
            account_holder: input.account_holder,
            swift_code: input.swift_code,
            rate: 100,
            rate_sub: 0,
            status: 'pending',
            created_at: now,
          });
        });
      } catch (err) {
        if (err instanceof Error && /unique|duplicate/i.test(err.message)) throw emailTaken();
        throw err;
      }
      return { url: RESELLER_THANK_YOU_URL };
    },
  };
}
