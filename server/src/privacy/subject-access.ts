import type { Db } from '@mahir/db';
import type { Actor } from '../access/actor';
import { AppError } from '../http/app-error';

/**
 * Whether an actor may act on a person's data (export it, ask for its deletion). The subject is always named
 * by id, so a guardian acting for a minor joins by composing another check with `anyOf`; until then, only the
 * person themselves.
 */
export type SubjectAccess = (db: Db, actor: Actor, subjectUserId: number) => Promise<boolean>;

/** The person themselves, logged in. */
export const selfOnly: SubjectAccess = async (_db, actor, subjectUserId) =>
  actor.kind === 'user' && actor.id === subjectUserId;

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
