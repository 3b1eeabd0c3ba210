import { type Actor, hasRole, type UserActor } from '../access/actor';
import { AppError } from '../http/app-error';

/** Only a parent account holds children. */
export function guardianOf(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw AppError.unauthenticated();
  if (!hasRole(actor, 'parent')) throw AppError.forbidden();
  return actor;
}

/** Only a pupil confirms or ends a link to a guardian. */
export function pupilOf(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw AppError.unauthenticated();
  if (!hasRole(actor, 'student')) throw AppError.forbidden();
  return actor;
}
