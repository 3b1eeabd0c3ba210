import { type CartOwner, ownerOf } from '@mahir/db/repositories/cart.repository';
import { AppError } from '../http/app-error';

/** The owner of the asker's carts: the user when logged in, else the visitor's session; 401 for neither. */
export function requireCartOwner(who: { user: { id: number } | null; sessionId: string | null }): CartOwner {
  const owner = ownerOf(who.user?.id ?? null, who.sessionId);
  if (!owner) throw AppError.unauthenticated();
  return owner;
}
