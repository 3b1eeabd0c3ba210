import type { Role } from '@mahir/shared';

/**
 * Who is asking: a visitor with no account, or a logged-in user with their roles and whether their account
 * may keep a wishlist. Routers build it once (`HandlerInput.actor`); services take it as their first argument.
 */
export type Actor =
  | { readonly kind: 'visitor' }
  | {
      readonly kind: 'user';
      readonly id: number;
      readonly roles: readonly Role[];
      /** The account's wishlist flag (spec 001 §2 "Wishlist"); absent reads as not allowed. */
      readonly canWishlist?: boolean;
      /** A pupil under 18 whose guardian has not consented yet (issue 20): may learn, may not buy or post. */
      readonly guardianConsentNeeded?: boolean;
    };

/** A user as the session knows them: what an actor is built from. */
interface ActorSource {
  id: number;
  roles: readonly Role[];
  can_wishlist?: boolean;
  guardian_consent_needed?: boolean;
}

/** The one visitor actor. */
export const VISITOR: Actor = { kind: 'visitor' };

/** The actor of a request from its current user (or none). */
export function actorOf(user: ActorSource | null | undefined): Actor {
  return user ? userActor(user) : VISITOR;
}

/** The actor's user id, or null for a visitor. */
export function actorId(actor: Actor): number | null {
  return actor.kind === 'user' ? actor.id : null;
}

/** Whether the actor holds a role. */
export function hasRole(actor: Actor, role: Role): boolean {
  return actor.kind === 'user' && actor.roles.includes(role);
}

/** Whether the actor is the given user. */
export function isUser(actor: Actor, userId: number): boolean {
  return actor.kind === 'user' && actor.id === userId;
}

/** A logged-in actor. */
export type UserActor = Extract<Actor, { kind: 'user' }>;

/** The actor of a route that requires a logged-in user. */
export function userActor(user: ActorSource): UserActor {
  return {
    kind: 'user',
    id: user.id,
    roles: user.roles,
    ...(user.can_wishlist === undefined ? {} : { canWishlist: user.can_wishlist }),
    ...(user.guardian_consent_needed ? { guardianConsentNeeded: true } : {}),
  };
}
