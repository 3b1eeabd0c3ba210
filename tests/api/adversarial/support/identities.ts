import type { Db } from '@mahir/db';
import { DEMO_ACCOUNTS, type DemoAccount } from '@mahir/seed';
import { clientFor, type TestClient } from '../../../support/http-client';

/** The demo accounts by role, as docs/design-contract.md lists them. */
export const DEMO_ROLES = Object.keys(DEMO_ACCOUNTS) as DemoAccount[];

/**
 * Creates a second account of the same role as a demo account: same password and roles, no data of its own
 * (no subscriptions, orders, company, wishlist). Answers its email.
 */
export async function cloneAccount(db: Db, account: DemoAccount): Promise<string> {
  const email = `second.${account}@demo.my`;
  const source = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', DEMO_ACCOUNTS[account])
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = source;
  const now = new Date().toISOString();
  const created = await db
    .insertInto('users')
    .values({
      ...rest,
      email,
      username: `second_${account}`,
      name: `Second ${account}`,
      first_name: 'Second',
      last_name: account,
      icno: null,
      phone_no: null,
      avatar_media_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', source.id).execute();
  await db
    .insertInto('user_roles')
    .values(roles.map((r) => ({ user_id: created.id, role: r.role })))
    .execute();
  return email;
}

/** Logged-in clients: a visitor, every demo role, and a second account of each role named in `clones`. */
export interface Identities {
  visitor: TestClient;
  demo: Record<DemoAccount, TestClient>;
  second: Partial<Record<DemoAccount, TestClient>>;
}

export async function loginAll(url: string, db: Db, clones: readonly DemoAccount[]): Promise<Identities> {
  const visitor = await clientFor(url);
  const demo = {} as Record<DemoAccount, TestClient>;
  for (const role of DEMO_ROLES) demo[role] = await clientFor(url, DEMO_ACCOUNTS[role]);
  const second: Partial<Record<DemoAccount, TestClient>> = {};
  for (const role of clones) second[role] = await clientFor(url, await cloneAccount(db, role));
  return { visitor, demo, second };
}
