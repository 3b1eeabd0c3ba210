import { randomBytes } from 'node:crypto';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { eraseAccount } from '@mahir/db/repositories/account-erasure.repository';
import {
  type DeletionRequest,
  type DeletionRequestRow,
  privacyRepository as repo,
} from '@mahir/db/repositories/privacy.repository';
import { pageOf } from '@mahir/shared/contract/fields';
import {
  type AdminDeletionRequest,
  type DeletionRequestView,
  PRIVACY_TEXT,
} from '@mahir/shared/contract/privacy.contract';
import { mailLanguageOf } from '@mahir/shared/mail';
import { type Actor, actorId, hasRole } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { hashPassword, verifyPassword } from '../auth/password';
import { AppError } from '../http/app-error';
import type { Mailer } from '../mail';
import { anyOf, guardianOfMinor, requireSubjectAccess, type SubjectAccess, selfOnly } from './subject-access';

const PER_PAGE = 20;

export interface AccountDeletionDeps extends ServiceDeps {
  mailer: Mailer;
  /** Who may ask for whose account to go: by default the person themselves or the guardian of a child under 18. */
  access?: SubjectAccess;
}

function view(r: DeletionRequest): DeletionRequestView {
  return { id: r.id, status: r.status, requested_at: r.requested_at, completed_at: r.completed_at };
}

function adminView(r: DeletionRequestRow): AdminDeletionRequest {
  return {
    ...view(r),
    user_id: r.user_id,
    name: r.name,
    email: r.email,
    reason: r.reason,
    by_self: r.requested_by === r.user_id,
  };
}

/**
 * Account deletion (PDPA 2010, issue 20): a person asks, confirming with their password; an admin completes the
 * request, which anonymises the account in one transaction (`eraseAccount`) and mails its old address. Asking
 * again while a request waits answers that request; completing one twice changes nothing the second time.
 */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  const { db, clock, mailer } = deps;
  const access = deps.access ?? anyOf(selfOnly, guardianOfMinor(clock));

  return {
    /** The subject's latest request, for an actor allowed to act for them. */
    async latest(actor: Actor, subjectUserId: number): Promise<DeletionRequestView | null> {
      await requireSubjectAccess(access, db, actor, subjectUserId);
      const latest = await repo.latestDeletionOf(db, subjectUserId);
      return latest ? view(latest) : null;
    },

    /** Asks for `subjectUserId`'s account to be deleted; the actor's own password confirms it is them. */
    async request(
      actor: Actor,
      subjectUserId: number,
      body: { password: string; reason: string | null },
    ): Promise<{ request: DeletionRequestView; created: boolean }> {
      await requireSubjectAccess(access, db, actor, subjectUserId);
      const requesterId = actorId(actor);
      if (requesterId === null) throw AppError.unauthenticated();
      const requester = await accountRepository.user(db, requesterId);
      if (!requester || !(await verifyPassword(requester.password_hash, body.password)))
        throw AppError.invalid({ password: [PRIVACY_TEXT.passwordWrong] }, PRIVACY_TEXT.passwordWrong);
      return db.transaction().execute(async (trx) => {
        await repo.lockUser(trx, subjectUserId);
        const latest = await repo.latestDeletionOf(trx, subjectUserId);
        if (latest?.status === 'pending') return { request: view(latest), created: false };
        const subject = await accountRepository.user(trx, subjectUserId);
        if (!subject?.is_active) throw AppError.notFound();
        const now = clock().toISOString();
        const language = mailLanguageOf(subject.language);
        const id = await repo.createDeletionRequest(trx, {
          user_id: subjectUserId,
          requested_by: requester.id,
          reason: body.reason,
          receipt_email: subject.email,
          receipt_name: subject.name,
          language,
          requested_at: now,
        });
        await mailer.enqueue(trx, {
          template: 'deletion-received',
          data: { name: subject.name, requestedAt: now },
          to: { email: subject.email, name: subject.name },
          language,
          userId: subjectUserId,
          idempotencyKey: `deletion:received:${id}`,
        });
        const created = await repo.deletionRequest(trx, id);
        if (!created) throw new Error(`deletion request ${id} vanished`);
        return { request: view(created), created: true };
      });
    },

    /** A page of requests for the back office, waiting ones first. */
    async list(actor: Actor, query: { page: number; status?: DeletionRequest['status'] }) {
      if (!hasRole(actor, 'admin')) throw AppError.forbidden();
      const { rows, total } = await repo.deletionRequests(db, { ...query, perPage: PER_PAGE });
      return pageOf(rows.map(adminView), total, query.page, PER_PAGE);
    },

    /**
     * Completes a request: erases the account, marks the request done and mails the address it had, all in
     * one transaction under the account's lock. A completed request answers as it is (`changed: false`).
     */
    async complete(
      actor: Actor,
      requestId: number,
    ): Promise<{ request: AdminDeletionRequest; changed: boolean }> {
      if (actor.kind !== 'user' || !hasRole(actor, 'admin')) throw AppError.forbidden();
      const found = await repo.deletionRequest(db, requestId);
      if (!found) throw AppError.notFound();
      // Hashed before the transaction: argon2 is slow, and the lock is held only for the writes.
      const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const changed = await db.transaction().execute(async (trx) => {
        await repo.lockUser(trx, found.user_id);
        const current = await repo.deletionRequest(trx, requestId);
        if (!current || current.status !== 'pending') return false;
        const now = clock().toISOString();
        await eraseAccount(trx, current.user_id, { unusablePasswordHash, now });
        if (!(await repo.completeDeletion(trx, requestId, { completed_at: now, completed_by: actor.id })))
          throw AppError.conflict(PRIVACY_TEXT.deletionAlreadyCompleted);
        if (current.receipt_email)
          await mailer.enqueue(trx, {
            template: 'deletion-completed',
            data: { name: current.receipt_name ?? current.receipt_email, completedAt: now },
            to: { email: current.receipt_email, name: current.receipt_name ?? undefined },
            language: current.language,
            // Tied to no account: the erased one keeps no mail.
            userId: null,
            idempotencyKey: `deletion:completed:${requestId}`,
          });
        return true;
      });
      const { rows } = await repo.deletionRequests(db, { page: 1, perPage: 1, id: requestId });
      const row = rows[0];
      if (!row) throw AppError.notFound();
      return { request: adminView(row), changed };
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
