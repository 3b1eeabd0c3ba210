import type { Db } from '@mahir/db';
import { accountRepository } from '@mahir/db/repositories/account.repository';

/** A username not yet taken, from the email's local part: `ali`, then `ali2`, `ali3`… */
export async function freeUsername(db: Db, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? 'user')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 30) || 'user';
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? base : `${base}${i + 1}`;
    if (!(await accountRepository.usernameTaken(db, candidate))) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}
