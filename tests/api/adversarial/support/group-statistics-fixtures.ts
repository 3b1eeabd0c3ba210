import type { Db } from '@mahir/db';

/** One organization or company with a listed and an unlisted member. */
export interface GroupFixture {
  id: number;
  listed: number;
  /** Listed too, kept for the remove probe so the other probes keep their listed member. */
  toRemove: number;
  unlisted: number;
}

/** The demo records the admin organization and company statistics probes point at. */
export interface GroupStatisticsFixtures {
  organization: GroupFixture;
  company: GroupFixture;
}

async function fixtureOf(db: Db, kind: 'organization' | 'company'): Promise<GroupFixture> {
  const rows =
    kind === 'organization'
      ? await db
          .selectFrom('organization_users')
          .select(['organization_id as group_id', 'user_id', 'is_listed'])
          .orderBy('organization_id')
          .orderBy('user_id')
          .execute()
      : await db
          .selectFrom('company_users')
          .select(['company_id as group_id', 'user_id', 'is_listed'])
          .where('role', '!=', 'hr')
          .orderBy('company_id')
          .orderBy('user_id')
          .execute();
  const id = rows[0]?.group_id;
  const mine = rows.filter((r) => r.group_id === id);
  const listed = mine.filter((r) => r.is_listed === 1);
  const unlisted = mine.find((r) => r.is_listed === 0);
  const [first, second] = listed;
  if (id === undefined || !first || !second || !unlisted)
    throw new Error(`the demo ${kind} needs two listed members and an unlisted one`);
  return { id, listed: first.user_id, toRemove: second.user_id, unlisted: unlisted.user_id };
}

/** Looks the statistics probes' records up in a freshly seeded demo database. */
export async function loadGroupStatisticsFixtures(db: Db): Promise<GroupStatisticsFixtures> {
  return { organization: await fixtureOf(db, 'organization'), company: await fixtureOf(db, 'company') };
}
