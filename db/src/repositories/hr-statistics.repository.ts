import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../connection';

/** `[start, end)` ISO timestamps. */
export type TimeRange = readonly [string, string];

/** A company member as the HR screens list them. */
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

/** `%keyword%` for LIKE with its wildcards escaped, lower-cased for a case-insensitive match. */
function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" on a column, the same on SQLite and PostgreSQL. */
function contains(column: string, keyword: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(keyword)} escape '\\'`;
}

/**
 * Companies' members and their login statistics. Members are the `company_users` rows other than
 * the company's HR users; "listed" ones are those the HR user follows.
 */
export const hrStatisticsRepository = {
  /** The company an HR user works for (the first, should there be several). */
  companyOfHr(db: Db, userId: number) {
    return db
      .selectFrom('company_users')
      .innerJoin('companies', 'companies.id', 'company_users.company_id')
      .select(['companies.id', 'companies.name'])
      .where('company_users.user_id', '=', userId)
      .where('company_users.role', '=', 'hr')
      .orderBy('companies.id')
      .executeTakeFirst();
  },

  /** A page of listed members whose name or email contains `search`, by name; and how many match. */
  async listedMembers(
    db: Db,
    companyId: number,
    opts: { search?: string | undefined; limit: number; offset: number },
  ): Promise<{ rows: MemberRow[]; total: number }> {
    let base = db
      .selectFrom('company_users')
      .innerJoin('users', 'users.id', 'company_users.user_id')
      .where('company_users.company_id', '=', companyId)
      .where('company_users.role', '!=', 'hr')
      .where('company_users.is_listed', '=', 1);
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

  /** Every listed member, by name (for the printed report). */
  allListedMembers(db: Db, companyId: number): Promise<MemberRow[]> {
    return db
      .selectFrom('company_users')
      .innerJoin('users', 'users.id', 'company_users.user_id')
      .select(['users.id', 'users.name', 'users.email'])
      .where('company_users.company_id', '=', companyId)
      .where('company_users.role', '!=', 'hr')
      .where('company_users.is_listed', '=', 1)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  },

  /** Unlisted members whose name contains `keyword`, by name. */
  unlistedMembers(
    db: Db,
    companyId: number,
    keyword: string | undefined,
    limit: number,
  ): Promise<MemberRow[]> {
    let q = db
      .selectFrom('company_users')
      .innerJoin('users', 'users.id', 'company_users.user_id')
      .select(['users.id', 'users.name', 'users.email'])
      .where('company_users.company_id', '=', companyId)
      .where('company_users.role', '!=', 'hr')
      .where('company_users.is_listed', '=', 0);
    if (keyword) q = q.where(contains('users.name', keyword));
    return q.orderBy('users.name').orderBy('users.id').limit(limit).execute();
  },

  /** Membership rows (not HR) of the given users in a company; users outside it are simply absent. */
  memberships(db: Db, companyId: number, userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('company_users')
      .innerJoin('users', 'users.id', 'company_users.user_id')
      .select(['company_users.user_id', 'company_users.is_listed', 'users.name'])
      .where('company_users.company_id', '=', companyId)
      .where('company_users.role', '!=', 'hr')
      .where('company_users.user_id', 'in', [...userIds])
      .execute();
  },

  /** Lists or unlists members; returns how many rows changed. */
  async setListed(db: Db, companyId: number, userIds: readonly number[], listed: boolean): Promise<number> {
    if (userIds.length === 0) return 0;
    const result = await db
      .updateTable('company_users')
      .set({ is_listed: listed ? 1 : 0 })
      .where('company_id', '=', companyId)
      .where('role', '!=', 'hr')
      .where('user_id', 'in', [...userIds])
      .where('is_listed', '=', listed ? 0 : 1)
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
    let counts = db
      .selectFrom('login_statistics')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', [...userIds])
      .groupBy('user_id');
    if (range) counts = counts.where('created_at', '>=', range[0]).where('created_at', '<', range[1]);
    const [countRows, latestRows] = await Promise.all([
      counts.execute(),
      db
        .selectFrom('login_statistics')
        .select(['user_id', (eb) => eb.fn.max('created_at').as('latest')])
        .where('user_id', 'in', [...userIds])
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
    return out;
  },

  /**
   * Logins within `range` of the company's listed members (or one of them), counted per UTC hour
   * so the answer stays small however many logins there are; `at` is the hour's ISO start.
   */
  async loginsPerHour(
    db: Db,
    companyId: number,
    range: TimeRange,
    userId?: number,
  ): Promise<Array<{ at: string; count: number }>> {
    // Timestamps are ISO text, so the first 13 characters are the UTC hour on both dialects.
    const hour = sql<string>`substr(${sql.ref('login_statistics.created_at')}, 1, 13)`;
    let q = db
      .selectFrom('login_statistics')
      .innerJoin('company_users', 'company_users.user_id', 'login_statistics.user_id')
      .select([hour.as('hour'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_users.company_id', '=', companyId)
      .where('company_users.role', '!=', 'hr')
      .where('company_users.is_listed', '=', 1)
      .where('login_statistics.created_at', '>=', range[0])
      .where('login_statistics.created_at', '<', range[1])
      .groupBy(hour);
    if (userId !== undefined) q = q.where('login_statistics.user_id', '=', userId);
    const rows = await q.execute();
    return rows.map((r) => ({ at: `${r.hour}:00:00.000Z`, count: Number(r.n) }));
  },
};
