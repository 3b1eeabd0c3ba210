import { type CartOwner, ownerOf } from '@mahir/db/repositories/cart.repository';
import { type Actor, actorId } from '../access/actor';
import { AppError } from '../http/app-error';

/** The owner of the asker's carts: the user when logged in, else the visitor's session; 401 for neither. */
export function requireCartOwner(actor: Actor, sessionId: string | null): CartOwner {
  const owner = ownerOf(actorId(actor), sessionId);
  if (!owner) throw AppError.unauthenticated();
  return owner;
}

/**
 * The owner of the asker's carts where a visitor's session is started only when something must be kept:
 * a logged-in user's own carts, else the session `visitorSession` starts (or finds).
 */
export async function keptCartOwner(actor: Actor, visitorSession: () => Promise<string>): Promise<CartOwner> {
  return requireCartOwner(actor, actor.kind === 'user' ? null : await visitorSession());
}
