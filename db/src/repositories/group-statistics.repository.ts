import { COURSE_STATUS } from '@mahir/shared';
import { type AliasedSelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../connection';
import { contains } from './text-match';

/** `[start, end)` ISO timestamps. */
/** `[from, to)` as UTC ISO instants. */
export type TimeRange = { readonly from: string; readonly to: string };

/** Whose members: an organization (`organization_users`) or a business-plan company (`company_users`). */
export type GroupKind = 'organization' | 'company';

/** One organization or company. */
export interface GroupRef {
  kind: GroupKind;
  id: number;
}

/** A member as the statistics screens list them. */
export interface MemberRow {
  id: number;
  name: string;
  email: string;
}

/** Logins of one user: how many (in a range or ever) and the latest ever. */
export interface LoginSummary {
  count: number;
  latest: string | null;
}

type MemberShape = { group_id: number; user_id: number; is_listed: number };

/**
 * The members of one group, or of every group of a kind, as one derived table `m`. A company's HR users
 * are not members: they follow the list, they are never on it.
 */
function members(db: Db, kind: GroupKind, groupId?: number): AliasedSelectQueryBuilder<MemberShape, 'm'> {
  if (kind === 'organization') {
    let q = db
      .selectFrom('organization_users')
      .select(['organization_id as group_id', 'user_id', 'is_listed']);
    if (groupId !== undefined) q = q.where('organization_id', '=', groupId);
    return q.as('m');
  }
  let q = db
    .selectFrom('company_users')
    .select(['company_id as group_id', 'user_id', 'is_listed'])
    .where('role', '!=', 'hr');
  if (groupId !== undefined) q = q.where('company_id', '=', groupId);
  return q.as('m');
}

function memberQuery(db: Db, group: GroupRef, listed: boolean) {
  return db
    .selectFrom(members(db, group.kind, group.id))
    .innerJoin('users', 'users.id', 'm.user_id')
    .where('m.is_listed', '=', listed ? 1 : 0);
}

/**
 * Members of organizations and companies and their login and viewing statistics: the admin screens
 * (either kind) and the HR user's screen (their own company) read the same queries.
 */
export const groupStatisticsRepository = {
  /** Every organization or company, by name. */
  groups(db: Db, kind: GroupKind): Promise<Array<{ id: number; name: string }>> {
    const table = kind === 'organization' ? 'organizations' : 'companies';
    return db.selectFrom(table).select(['id', 'name']).orderBy('name').orderBy('id').execute();
  },

  /** One organization or company, or undefined. */
  findGroup(db: Db, group: GroupRef): Promise<{ id: number; name: string } | undefined> {
    const table = group.kind === 'organization' ? 'organizations' : 'companies';
    return db.selectFrom(table).select(['id', 'name']).where('id', '=', group.id).executeTakeFirst();
  },

  /** A page of listed members whose name or email contains `search`, by name; and how many match. */
  async listedMembers(
    db: Db,
    group: GroupRef,
    opts: { search?: string | undefined; limit: number; offset: number },
  ): Promise<{ rows: MemberRow[]; total: number }> {
    let base = memberQuery(db, group, true);
    const search = opts.search;
    if (search)
      base = base.where((eb) => eb.or([contains('users.name', search), contains('users.email', search)]));
    const [rows, count] = await Promise.all([
      base
        .select(['users.id', 'users.name', 'users.email'])
        .orderBy('users.name')
        .orderBy('users.id')
        .limit(opts.limit)
        .offset(opts.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** Every listed member (or the one given), by name, for the print list and the report. */
  allListedMembers(db: Db, group: GroupRef, userId?: number): Promise<MemberRow[]> {
    let q = memberQuery(db, group, true).select(['users.id', 'users.name', 'users.email']);
    if (userId !== undefined) q = q.where('users.id', '=', userId);
    return q.orderBy('users.name').orderBy('users.id').execute();
  },

  /** Unlisted members whose name contains `keyword`, by name. */
  unlistedMembers(db: Db, group: GroupRef, keyword: string | undefined, limit: number): Promise<MemberRow[]> {
    let q = memberQuery(db, group, false).select(['users.id', 'users.name', 'users.email']);
    if (keyword) q = q.where(contains('users.name', keyword));
    return q.orderBy('users.name').orderBy('users.id').limit(limit).execute();
  },

  /** Membership rows of the given users in a group; users outside it are simply absent. */
  memberships(
    db: Db,
    group: GroupRef,
    userIds: readonly number[],
  ): Promise<Array<{ user_id: number; is_listed: number; name: string }>> {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom(members(db, group.kind, group.id))
      .innerJoin('users', 'users.id', 'm.user_id')
      .select(['m.user_id', 'm.is_listed', 'users.name'])
      .where('m.user_id', 'in', [...userIds])
      .execute();
  },

  /** The groups of a kind that list the user. */
  async listedGroupsOf(db: Db, kind: GroupKind, userId: number): Promise<number[]> {
    const rows = await db
      .selectFrom(members(db, kind))
      .select('m.group_id')
      .where('m.user_id', '=', userId)
      .where('m.is_listed', '=', 1)
      .orderBy('m.group_id')
      .execute();
    return rows.map((r) => r.group_id);
  },

  /** A user who is a member of some group of the kind, with their name. */
  memberOfAny(db: Db, kind: GroupKind, userId: number): Promise<{ id: number; name: string } | undefined> {
    return db
      .selectFrom(members(db, kind))
      .innerJoin('users', 'users.id', 'm.user_id')
      .select(['users.id', 'users.name'])
      .where('m.user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
  },

  /** Lists or unlists members; returns how many rows changed. */
  async setListed(db: Db, group: GroupRef, userIds: readonly number[], listed: boolean): Promise<number> {
    if (userIds.length === 0) return 0;
    const from = listed ? 0 : 1;
    const to = listed ? 1 : 0;
    const result =
      group.kind === 'organization'
        ? await db
            .updateTable('organization_users')
            .set({ is_listed: to })
            .where('organization_id', '=', group.id)
            .where('user_id', 'in', [...userIds])
            .where('is_listed', '=', from)
            .executeTakeFirst()
        : await db
            .updateTable('company_users')
            .set({ is_listed: to })
            .where('company_id', '=', group.id)
            .where('role', '!=', 'hr')
            .where('user_id', 'in', [...userIds])
            .where('is_listed', '=', from)
            .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Login counts (within `range`, or ever) and latest-ever login of each user. */
  async loginSummaries(
    db: Db,
    userIds: readonly number[],
    range: TimeRange | null,
  ): Promise<Map<number, LoginSummary>> {
    const out = new Map<number, LoginSummary>(userIds.map((id) => [id, { count: 0, latest: null }]));
    if (userIds.length === 0) return out;
    // Chunks keep the parameter list far below either database's limit for large groups.
    for (let i = 0; i < userIds.length; i += 5000) {
      const ids = userIds.slice(i, i + 5000);
      let counts = db
        .selectFrom('login_statistics')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', 'in', ids)
        .groupBy('user_id');
      if (range) counts = counts.where('created_at', '>=', range.from).where('created_at', '<', range.to);
      const [countRows, latestRows] = await Promise.all([
        counts.execute(),
        db
          .selectFrom('login_statistics')
          .select(['user_id', (eb) => eb.fn.max('created_at').as('latest')])
          .where('user_id', 'in', ids)
          .groupBy('user_id')
          .execute(),
      ]);
      for (const r of countRows) {
        const s = out.get(r.user_id);
        if (s) s.count = Number(r.n);
      }
      for (const r of latestRows) {
        const s = out.get(r.user_id);
        if (s) s.latest = r.latest ?? null;
      }
    }
    return out;
  },

  /**
   * Logins within `range` of a group's listed members (or one of them), counted per UTC hour so the
   * answer stays small however many logins there are; `at` is the hour's ISO start.
   */
  async loginsPerHour(
    db: Db,
    group: GroupRef,
    range: TimeRange,
    userId?: number,
  ): Promise<Array<{ at: string; count: number }>> {
    // Timestamps are ISO text, so the first 13 characters are the UTC hour on both dialects.
    const hour = sql<string>`substr(${sql.ref('login_statistics.created_at')}, 1, 13)`;
    let q = db
      .selectFrom('login_statistics')
      .innerJoin(members(db, group.kind, group.id), 'm.user_id', 'login_statistics.user_id')
      .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('m.is_listed', '=', 1)
      .where('login_statistics.created_at', '>=', range.from)
      .where('login_statistics.created_at', '<', range.to)
      .groupBy(hour);
    if (userId !== undefined) q = q.where('login_statistics.user_id', '=', userId);
    const rows = await q.execute();
    return rows.map((r) => ({ at: `${r.hour}:00:00.000Z`, count: Number(r.n) }));
  },

  /** Modules of published courses per course language. */
  async modulesPerLanguage(db: Db): Promise<Array<{ language: string; n: number }>> {
    const rows = await db
      .selectFrom('modules')
      .innerJoin('courses', 'courses.id', 'modules.course_id')
      .select(['courses.language', (eb) => eb.fn.countAll<number>().as('n')])
      .where('courses.status_id', '=', COURSE_STATUS.published)
      .groupBy('courses.language')
      .execute();
    return rows.map((r) => ({ language: r.language, n: Number(r.n) }));
  },

  /** Distinct modules of published courses each user watched, per course language. */
  async watchedPerLanguage(
    db: Db,
    userIds: readonly number[],
  ): Promise<Array<{ user_id: number; language: string; n: number }>> {
    if (userIds.length === 0) return [];
    const out: Array<{ user_id: number; language: string; n: number }> = [];
    for (let i = 0; i < userIds.length; i += 5000) {
      const rows = await db
        .selectFrom('module_watches')
        .innerJoin('courses', 'courses.id', 'module_watches.course_id')
        .select([
          'module_watches.user_id',
          'courses.language',
          (eb) => eb.fn.count<number>('module_watches.module_id').distinct().as('n'),
        ])
        .where('module_watches.user_id', 'in', userIds.slice(i, i + 5000))
        .where('courses.status_id', '=', COURSE_STATUS.published)
        .groupBy(['module_watches.user_id', 'courses.language'])
        .execute();
      for (const r of rows) out.push({ user_id: r.user_id, language: r.language, n: Number(r.n) });
    }
    return out;
  },
};
