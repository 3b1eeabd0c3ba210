import { randomInt } from 'node:crypto';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { resellerApprovalRepository } from '@mahir/db/repositories/reseller-approval.repository';
import { resellerRegistrationRepository } from '@mahir/db/repositories/reseller-registration.repository';
import { APPROVAL_TEXT, MSG } from '@mahir/shared';
import { resellerCodeFrom } from '@mahir/shared/rules/reseller-code';
import { accessPolicy } from '../access/access-policy';
import type { Actor } from '../access/actor';
import { enforce } from '../access/enforce';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import type { MailNotices } from '../mail/mail-notices';

const CODE_TRIES = 20;

/** Reseller registrations waiting for an admin: list, approve (new code and role) or decline with a reason. */
export function createResellerApprovalService({ db, clock, mail }: ServiceDeps & { mail: MailNotices }) {
  /** A pending application, or 404 / 409 when it is missing or already decided. */
  async function pendingApplication(id: number) {
    const found = await resellerApprovalRepository.find(db, id);
    if (!found) throw AppError.notFound();
    if (found.status !== 'pending') throw AppError.conflict(APPROVAL_TEXT.alreadyDecided, 'already_decided');
    return found;
  }

  return {
    async list(actor: Actor) {
      enforce(accessPolicy.decideRequests(actor));
      const rows = await resellerApprovalRepository.pending(db);
      return {
        registrations: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          phone_no: r.phone_no,
          bank_name: r.bank_label ?? r.bank_name,
          account_no: r.account_no,
          account_holder: r.account_holder,
          created_at: r.created_at,
        })),
      };
    },

    /**
     * Approves an application in one transaction: the reseller row gets a fresh code of at most six
     * characters (the applicant's temporary one is replaced) and the user the reseller role.
     */
    async approve(actor: Actor, id: number) {
      enforce(accessPolicy.decideRequests(actor));
      const application = await pendingApplication(id);
      const at = clock().toISOString();
      for (let i = 0; i < CODE_TRIES; i++) {
        const code = resellerCodeFrom((n) => randomInt(n));
        if (await resellerRegistrationRepository.codeTaken(db, code)) continue;
        const done = await db
          .transaction()
          .execute(async (trx) => {
            if (!(await resellerApprovalRepository.approve(trx, id, code, at)))
              throw AppError.conflict(APPROVAL_TEXT.alreadyDecided, 'already_decided');
            await accountRepository.addRole(trx, application.user_id, 'reseller');
            await mail.resellerDecided(trx, id, 'approved');
            return true;
          })
          .catch((err: unknown) => {
            // Another approval took the same code at the same moment: try another one.
            if (err instanceof Error && /unique|duplicate/i.test(err.message)) return false;
            throw err;
          });
        if (done)
          return {
            data: { id, status: 'approved' as const, reseller_code: code },
            message: APPROVAL_TEXT.resellerApproved,
          };
      }
      throw new AppError(500, MSG.serverError);
    },

    async decline(actor: Actor, id: number, reason: string) {
      enforce(accessPolicy.decideRequests(actor));
      await pendingApplication(id);
      await db.transaction().execute(async (trx) => {
        if (!(await resellerApprovalRepository.decline(trx, id, reason, clock().toISOString())))
          throw AppError.conflict(APPROVAL_TEXT.alreadyDecided, 'already_decided');
        await mail.resellerDecided(trx, id, 'declined');
      });
      return { data: { id, status: 'declined' as const }, message: APPROVAL_TEXT.resellerDeclined };
    },
  };
}
