import { hrStatisticsRepository } from '@mahir/db/repositories/hr-statistics.repository';
import {
  HR_PER_PAGE,
  HR_TEXT,
  type HrListedUser,
  type HrUnlistedUser,
  type hrStatisticsContract,
  MSG,
  malaysiaMonthRange,
  type RouteData,
} from '@mahir/shared';
import { pageOf } from '@mahir/shared/contract/fields';
import { dailyLoginSeries, listedUserLogins } from '@mahir/shared/rules/login-series';
import { accessPolicy } from '../access/access-policy';
import type { UserActor } from '../access/actor';
import { enforce } from '../access/enforce';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import type { LoginStatisticsReportData } from '../reports/login-statistics.report';

type ListedAnswer = RouteData<typeof hrStatisticsContract.listed>;
type StatisticsAnswer = RouteData<typeof hrStatisticsContract.statistics>;

/** How many unlisted members the Add User modal shows at once; the name search narrows it. */
const UNLISTED_LIMIT = 200;

/** HR business-plan login statistics: only the HR user's own company and its members. */
export function createHrStatisticsService({ db, clock }: ServiceDeps) {
  /** The HR user's company, when the policy lets them manage its employee list. */
  async function companyOf(actor: UserActor) {
    const company = await hrStatisticsRepository.companyOfHr(db, actor.id);
    enforce(accessPolicy.manageEmployees(actor, { hrCompanyId: company?.id ?? null }));
    if (!company) throw AppError.forbidden(HR_TEXT.noCompany);
    return company;
  }

  /** A member of the HR user's company; members of other companies and unknown users are not found. */
  async function memberOf(actor: UserActor, companyId: number, userId: number) {
    const [member] = await hrStatisticsRepository.memberships(db, companyId, [userId]);
    const facts = { hrCompanyId: companyId, employeeCompanyId: member ? companyId : null };
    enforce(accessPolicy.manageEmployees(actor, facts), { hidden: HR_TEXT.notListed });
    if (!member) throw AppError.notFound(HR_TEXT.notListed);
    return member;
  }

  async function series(companyId: number, year: number, month: number, userId?: number) {
    const range = malaysiaMonthRange(year, month);
    const hourly = await hrStatisticsRepository.loginsPerHour(db, companyId, range, userId);
    return dailyLoginSeries(year, month, hourly);
  }

  return {
    /** Logins per day of a month for the listed users, or for one listed user. */
    async statistics(
      actor: UserActor,
      input: { month: number; year: number; user_id?: number | undefined },
    ): Promise<StatisticsAnswer> {
      const company = await companyOf(actor);
      let user: StatisticsAnswer['user'] = null;
      if (input.user_id !== undefined) {
        const member = await memberOf(actor, company.id, input.user_id);
        if (member.is_listed !== 1) throw AppError.notFound(HR_TEXT.notListed);
        user = { id: member.user_id, name: member.name };
      }
      const { date, total } = await series(company.id, input.year, input.month, user?.id);
      return { date, total, user };
    },

    /**
     * A page of listed users with their login count: within the month when one is given (what the
     * screen sends, so the table matches the chart and the report), else all-time.
     */
    async listed(
      actor: UserActor,
      input: {
        page: number;
        search?: string | undefined;
        month?: number | undefined;
        year?: number | undefined;
      },
    ): Promise<ListedAnswer> {
      const company = await companyOf(actor);
      const offset = (input.page - 1) * HR_PER_PAGE;
      const { rows, total } = await hrStatisticsRepository.listedMembers(db, company.id, {
        search: input.search,
        limit: HR_PER_PAGE,
        offset,
      });
      const range =
        input.month !== undefined && input.year !== undefined
          ? malaysiaMonthRange(input.year, input.month)
          : null;
      const logins = await hrStatisticsRepository.loginSummaries(
        db,
        rows.map((r) => r.id),
        range,
      );
      const data: HrListedUser[] = rows.map((r) => listedUserLogins(r, logins.get(r.id)));
      return pageOf(data, total, input.page, HR_PER_PAGE);
    },

    /** Unlists a listed member; unknown users and other companies' users are not found. */
    async removeUser(
      actor: UserActor,
      userId: number,
    ): Promise<{ data: { user_id: number }; message: string }> {
      const company = await companyOf(actor);
      await memberOf(actor, company.id, userId);
      await hrStatisticsRepository.setListed(db, company.id, [userId], false);
      return { data: { user_id: userId }, message: MSG.hrUserRemoved };
    },

    /** Lists members, all or nothing: every id must be an unlisted member of the company. */
    async addUsers(actor: UserActor, ids: number[]): Promise<{ data: { ids: number[] }; message: string }> {
      const company = await companyOf(actor);
      const unique = [...new Set(ids)];
      const members = await hrStatisticsRepository.memberships(db, company.id, unique);
      if (members.length !== unique.length) throw AppError.forbidden(HR_TEXT.notInCompany);
      if (members.some((m) => m.is_listed === 1)) throw AppError.invalid({ ids: [HR_TEXT.alreadyListed] });
      await db.transaction().execute(async (trx) => {
        const changed = await hrStatisticsRepository.setListed(trx, company.id, unique, true);
        // Someone listed one of them meanwhile: keep the all-or-nothing promise.
        if (changed !== unique.length) throw AppError.invalid({ ids: [HR_TEXT.alreadyListed] });
      });
      return { data: { ids: unique }, message: MSG.hrUsersAdded };
    },

    /** Unlisted members whose name matches the keyword. */
    async unlisted(actor: UserActor, keyword: string | undefined): Promise<HrUnlistedUser[]> {
      const company = await companyOf(actor);
      return hrStatisticsRepository.unlistedMembers(db, company.id, keyword, UNLISTED_LIMIT);
    },

    /** What the A3 report of a month prints: the company's chart and every listed user. */
    async report(actor: UserActor, year: number, month: number): Promise<LoginStatisticsReportData> {
      const company = await companyOf(actor);
      const range = malaysiaMonthRange(year, month);
      const [chart, members] = await Promise.all([
        series(company.id, year, month),
        hrStatisticsRepository.allListedMembers(db, company.id),
      ]);
      const logins = await hrStatisticsRepository.loginSummaries(
        db,
        members.map((m) => m.id),
        range,
      );
      return {
        brand: 'MAHIR BUSINESS PLAN',
        group: company.name,
        year,
        month,
        series: chart,
        rows: members.map((m) => ({
          name: m.name,
          email: m.email,
          total_login: logins.get(m.id)?.count ?? 0,
          last_login: logins.get(m.id)?.latest ?? null,
        })),
        generatedAt: clock().toISOString(),
      };
    },
  };
}
