import type { Db } from '../connection';
import {
  groupStatisticsRepository as groups,
  type LoginSummary,
  type MemberRow,
  type TimeRange,
} from './group-statistics.repository';

export type { LoginSummary, MemberRow, TimeRange };

const company = (id: number) => ({ kind: 'company', id }) as const;

/**
 * An HR user's company and its members' login statistics. Members are the `company_users` rows other
 * than the company's HR users; "listed" ones are those the HR user follows. The member and login queries
 * are the admin statistics' own (`group-statistics.repository`), narrowed to the one company.
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
  listedMembers(
    db: Db,
    companyId: number,
    opts: { search?: string | undefined; limit: number; offset: number },
  ): Promise<{ rows: MemberRow[]; total: number }> {
    return groups.listedMembers(db, company(companyId), opts);
  },

  /** Every listed member, by name (for the printed report). */
  allListedMembers(db: Db, companyId: number): Promise<MemberRow[]> {
    return groups.allListedMembers(db, company(companyId));
  },

  /** Unlisted members whose name contains `keyword`, by name. */
  unlistedMembers(db: Db, companyId: number, keyword: string | undefined, limit: number) {
    return groups.unlistedMembers(db, company(companyId), keyword, limit);
  },

  /** Membership rows (not HR) of the given users in a company; users outside it are simply absent. */
  memberships(db: Db, companyId: number, userIds: readonly number[]) {
    return groups.memberships(db, company(companyId), userIds);
  },

  /** Lists or unlists members; returns how many rows changed. */
  setListed(db: Db, companyId: number, userIds: readonly number[], listed: boolean): Promise<number> {
    return groups.setListed(db, company(companyId), userIds, listed);
  },

  /** Login counts (within `range`, or ever) and latest-ever login of each user. */
  loginSummaries(
    db: Db,
    userIds: readonly number[],
    range: TimeRange | null,
  ): Promise<Map<number, LoginSummary>> {
    return groups.loginSummaries(db, userIds, range);
  },

  /** Logins within `range` of the company's listed members (or one of them), per UTC hour. */
  loginsPerHour(db: Db, companyId: number, range: TimeRange, userId?: number) {
    return groups.loginsPerHour(db, company(companyId), range, userId);
  },
};
