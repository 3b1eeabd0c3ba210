import type { Db } from '@mahir/db';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { familyRepository } from '@mahir/db/repositories/family.repository';
import { isMinor } from '@mahir/shared/accounts/minor';
import type { Actor } from '../access/actor';
import { AppError } from '../http/app-error';

/**
 * Whether an actor may act on a person's data (export it, ask for its deletion). The subject is always named
 * by id: the person themselves, or (PDPA 2010: a minor's data is their guardian's to act on) the guardian
 * of a child under 18.
 */
export type SubjectAccess = (db: Db, actor: Actor, subjectUserId: number) => Promise<boolean>;

/** The person themselves, logged in. */
export const selfOnly: SubjectAccess = async (_db, actor, subjectUserId) =>
  actor.kind === 'user' && actor.id === subjectUserId;

/** A guardian holding the subject as their child while the child is under 18. */
export function guardianOfMinor(now: () => Date): SubjectAccess {
  return async (db, actor, subjectUserId) => {
    if (actor.kind !== 'user' || !(await familyRepository.isGuardianOf(db, actor.id, subjectUserId)))
      return false;
    const child = await accountRepository.user(db, subjectUserId);
    return child !== undefined && isMinor(child.dob, now());
  };
}

/** Any of the checks allows it. */
export function anyOf(...checks: SubjectAccess[]): SubjectAccess {
  return async (db, actor, subjectUserId) => {
    for (const check of checks) if (await check(db, actor, subjectUserId)) return true;
    return false;
  };
}

/** Refuses unless the check allows: 401 for a visitor, 403 for anyone else. */
export async function requireSubjectAccess(
  check: SubjectAccess,
  db: Db,
  actor: Actor,
  subjectUserId: number,
): Promise<void> {
  if (actor.kind === 'visitor') throw AppError.unauthenticated();
  if (!(await check(db, actor, subjectUserId))) throw AppError.forbidden();
}
