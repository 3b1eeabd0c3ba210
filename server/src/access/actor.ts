import type { Role } from '@mahir/shared';

/** Who is asking: a visitor with no account, or a logged-in user with their roles. */
export type Actor =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'user'; readonly id: number; readonly roles: readonly Role[] };

/** The one visitor actor. */
export const VISITOR: Actor = { kind: 'visitor' };

/** The actor of a request from its current user (or none). */
export function actorOf(user: { id: number; roles: readonly Role[] } | null | undefined): Actor {
  return user ? { kind: 'user', id: user.id, roles: user.roles } : VISITOR;
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
export function userActor(user: { id: number; roles: readonly Role[] }): UserActor {
  return { kind: 'user', id: user.id, roles: user.roles };
}
