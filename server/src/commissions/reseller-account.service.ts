import type { Db } from '@mahir/db';
import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import { geographyRepository } from '@mahir/db/repositories/geography.repository';
import { RESELLER_SETTINGS_TEXT } from '@mahir/shared';
import { masterRate } from '@mahir/shared/rules/commission';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';

export interface BankInput {
  bank_name: string;
  account_no: string;
  account_holder: string;
  swift_code: string;
  rate_sub?: number;
}

/** The one ownership check of these pages: the caller's own reseller row, or 404. */
export async function ownResellerOf(db: Db, actor: UserActor) {
  const row = await commissionRepository.resellerOfUser(db, actor.id);
  if (!row) throw AppError.notFound();
  return row;
}

/** The link a reseller shares: the storefront with its code filled in. */
export function resellerLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, '')}/?reseller_code=${encodeURIComponent(code)}`;
}

/** Reseller and sub-reseller settings: link, code, bank details and (for masters) the sub-reseller share. */
export function createResellerAccountService({ db, publicUrl }: ServiceDeps & { publicUrl: string }) {
  return {
    async info(actor: UserActor) {
      const r = await ownResellerOf(db, actor);
      return {
        user_id: r.user_id,
        reseller_code: r.reseller_code,
        bank_name: r.bank_name,
        account_no: r.account_no,
        account_holder: r.account_holder,
        swift_code: r.swift_code,
        link: resellerLink(publicUrl, r.reseller_code),
        rate: r.rate,
        rate_sub: r.rate_sub,
      };
    },

    /** Updates bank details; `rate_sub` only for a master reseller (its master rate moves inversely). */
    async update(actor: UserActor, input: BankInput) {
      const r = await ownResellerOf(db, actor);
      if (!(await geographyRepository.bankExists(db, input.bank_name)))
        throw AppError.invalid({ bank_name: [RESELLER_SETTINGS_TEXT.bankRequired] });
      const share =
        input.rate_sub !== undefined && r.parent_id === null
          ? { rate_sub: input.rate_sub, rate: masterRate(input.rate_sub) }
          : {};
      await commissionRepository.updateBank(db, r.id, {
        bank_name: input.bank_name,
        account_no: input.account_no,
        account_holder: input.account_holder,
        swift_code: input.swift_code,
        ...share,
      });
      return { link: resellerLink(publicUrl, r.reseller_code) };
    },
  };
}
