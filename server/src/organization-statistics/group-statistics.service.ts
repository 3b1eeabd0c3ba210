import {
  type GroupKind,
  type GroupRef,
  groupStatisticsRepository as repo,
  type TimeRange,
} from '@mahir/db/repositories/group-statistics.repository';
import {
  type GroupListedUser,
  type GroupPrintRow,
  isLanguage,
  type LanguageCounts,
  languageProgress,
  MONTH_NAMES,
  MSG,
  malaysiaMonthRange,
  ORG_STATS_PER_PAGE,
  ORG_STATS_TEXT,
  type StatisticsGroup,
} from '@mahir/shared';
import { pageOf } from '@mahir/shared/contract/fields';
import { type DailySeries, dailyLoginSeries, listedUserLogins } from '@mahir/shared/rules/login-series';
import { accessPolicy } from '../access/access-policy';
import type { UserActor } from '../access/actor';
import { enforce } from '../access/enforce';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import type { LoginStatisticsReportData } from '../reports/login-statistics.report';

export type { GroupKind, GroupRef };

/** How many unlisted members the Add User modal shows at once; the name search narrows it. */
const UNLISTED_LIMIT = 200;
/** How long a count of published modules per language is fresh: a newly published course counts within a minute or two. */
const MODULE_TOTALS_TTL_MS = 60_000;

const NOT_FOUND: Record<GroupKind, string> = {
  organization: ORG_STATS_TEXT.notFoundOrganization,
  company: ORG_STATS_TEXT.notFoundCompany,
};
const BRAND: Record<GroupKind, string> = {
  organization: 'MAHIR ORGANIZATION',
  company: 'MAHIR BUSINESS PLAN',
};

interface MonthInput {
  month?: number | undefined;
  year?: number | undefined;
}

/** The month's `[start, end)` when both are given (the screen always sends them), else null: all time. */
function rangeOf(input: MonthInput): TimeRange | null {
  return input.month !== undefined && input.year !== undefined
    ? malaysiaMonthRange(input.year, input.month)
    : null;
}

/** Admin statistics of organizations and business-plan companies (spec 002 §7): one service, both kinds. */
export function createGroupStatisticsService({ db, clock }: ServiceDeps) {
  /** The organization or company, when the policy lets the actor open it; 404 when there is none. */
  async function groupOf(actor: UserActor, ref: GroupRef) {
    const group = await repo.findGroup(db, ref);
    enforce(accessPolicy.manageGroupStatistics(actor, group), { hidden: NOT_FOUND[ref.kind] });
    if (!group) throw AppError.notFound(NOT_FOUND[ref.kind]);
    return group;
  }

  /** A listed member of the group; other groups' members and unknown users are not found. */
  async function listedMember(actor: UserActor, ref: GroupRef, userId: number) {
    const [member] = await repo.memberships(db, ref, [userId]);
    const facts = { id: ref.id, userIsMember: member?.is_listed === 1 };
    enforce(accessPolicy.manageGroupStatistics(actor, facts), { hidden: ORG_STATS_TEXT.notListed });
    if (!member) throw AppError.notFound(ORG_STATS_TEXT.notListed);
    return member;
  }

  async function series(ref: GroupRef, year: number, month: number, userId?: number): Promise<DailySeries> {
    const hourly = await repo.loginsPerHour(db, ref, malaysiaMonthRange(year, month), userId);
    return dailyLoginSeries(year, month, hourly);
  }

  // Counting every published module reads the whole modules table (O(catalogue): 4 M rows and seconds of CPU
  // at 1 M courses, docs/performance.md), and every listing page and report divides by it. So it is counted once
  // a minute at most, and past the minute the last count is answered while one recount runs in the background.
  let counted: { totals: LanguageCounts; at: number } | null = null;
  let counting: Promise<LanguageCounts> | null = null;
  function countModules(): Promise<LanguageCounts> {
    counting ??= (async () => {
      const started = Date.now();
      const totals: LanguageCounts = { bm: 0, en: 0, ma: 0, pi: 0 };
      for (const r of await repo.modulesPerLanguage(db)) if (isLanguage(r.language)) totals[r.language] = r.n;
      counted = { totals, at: started };
      return totals;
    })().finally(() => {
      counting = null;
    });
    return counting;
  }
  async function moduleTotals(): Promise<LanguageCounts> {
    if (!counted) return countModules();
    if (Date.now() - counted.at >= MODULE_TOTALS_TTL_MS) countModules().catch(() => undefined);
    return counted.totals;
  }

  async function printRows(ref: GroupRef, input: MonthInput & { userId?: number }): Promise<GroupPrintRow[]> {
    const members = await repo.allListedMembers(db, ref, input.userId);
    const logins = await repo.loginSummaries(
      db,
      members.map((m) => m.id),
      rangeOf(input),
    );
    return members.map((m) => ({
      name: m.name,
      email: m.email,
      total_login: logins.get(m.id)?.count ?? 0,
      last_login: logins.get(m.id)?.latest ?? null,
    }));
  }

  return {
    /** Every organization or company for the select. */
    async lists(actor: UserActor, kind: GroupKind): Promise<StatisticsGroup[]> {
      enforce(accessPolicy.seeGroupStatistics(actor));
      return repo.groups(db, kind);
    },

    /** Logins per day of a month for the listed users, or for one listed user. */
    async statistics(
      actor: UserActor,
      ref: GroupRef,
      input: { month: number; year: number; user_id?: number | undefined },
    ) {
      await groupOf(actor, ref);
      let user: { id: number; name: string } | null = null;
      if (input.user_id !== undefined) {
        const member = await listedMember(actor, ref, input.user_id);
        user = { id: member.user_id, name: member.name };
      }
      const { date, total } = await series(ref, input.year, input.month, user?.id);
      return { date, total, user };
    },

    /** A page of listed users with logins (of the month when given) and modules watched per language. */
    async listed(
      actor: UserActor,
      ref: GroupRef,
      input: MonthInput & { page: number; search?: string | undefined },
    ) {
      await groupOf(actor, ref);
      const offset = (input.page - 1) * ORG_STATS_PER_PAGE;
      const { rows, total } = await repo.listedMembers(db, ref, {
        search: input.search,
        limit: ORG_STATS_PER_PAGE,
        offset,
      });
      const ids = rows.map((r) => r.id);
      const [logins, watched, totals] = await Promise.all([
        repo.loginSummaries(db, ids, rangeOf(input)),
        repo.watchedPerLanguage(db, ids),
        moduleTotals(),
      ]);
      const watchedBy = new Map<number, Partial<LanguageCounts>>();
      for (const w of watched) {
        if (!isLanguage(w.language)) continue;
        const entry = watchedBy.get(w.user_id) ?? {};
        entry[w.language] = w.n;
        watchedBy.set(w.user_id, entry);
      }
      const data: GroupListedUser[] = rows.map((r) => ({
        ...listedUserLogins(r, logins.get(r.id)),
        ...languageProgress(watchedBy.get(r.id) ?? {}, totals),
      }));
      return pageOf(data, total, input.page, ORG_STATS_PER_PAGE);
    },

    /** Every listed user (or the one named) with total and last login, under a label for the print. */
    async listedPrint(actor: UserActor, ref: GroupRef, input: MonthInput & { user_id?: number | undefined }) {
      const group = await groupOf(actor, ref);
      if (input.user_id !== undefined) await listedMember(actor, ref, input.user_id);
      const stats = await printRows(ref, { ...input, userId: input.user_id });
      const period =
        input.month !== undefined && input.year !== undefined
          ? ` - ${MONTH_NAMES[input.month - 1]} ${input.year}`
          : '';
      return { label: `${group.name}${period}`, stats };
    },

    /** The name of a member of any organization (or company); anyone else is not found. */
    async userDetail(actor: UserActor, kind: GroupKind, userId: number) {
      enforce(accessPolicy.seeGroupStatistics(actor));
      const user = await repo.memberOfAny(db, kind, userId);
      if (!user) throw AppError.notFound(ORG_STATS_TEXT.userNotFound);
      return user;
    },

    /** Unlisted members whose name matches the keyword. */
    async unlisted(actor: UserActor, ref: GroupRef, keyword: string | undefined) {
      await groupOf(actor, ref);
      return repo.unlistedMembers(db, ref, keyword, UNLISTED_LIMIT);
    },

    /** Lists members, all or nothing: every id must be an unlisted member of this group. */
    async addUsers(actor: UserActor, ref: GroupRef, ids: number[]) {
      await groupOf(actor, ref);
      const unique = [...new Set(ids)];
      await db.transaction().execute(async (trx) => {
        const members = await repo.memberships(trx, ref, unique);
        if (members.length !== unique.length) throw AppError.invalid({ ids: [ORG_STATS_TEXT.notInGroup] });
        if (members.some((m) => m.is_listed === 1))
          throw AppError.invalid({ ids: [ORG_STATS_TEXT.alreadyListed] });
        const changed = await repo.setListed(trx, ref, unique, true);
        // Someone listed one of them meanwhile: keep the all-or-nothing promise.
        if (changed !== unique.length) throw AppError.invalid({ ids: [ORG_STATS_TEXT.alreadyListed] });
      });
      return { data: { ids: unique }, message: MSG.hrUsersAdded };
    },

    /**
     * Unlists a member. With the group id, only that group's listed member; without (the spec's form
     * sends only `user_id`), the one group of the kind that lists the user.
     */
    async removeUser(actor: UserActor, kind: GroupKind, userId: number, groupId: number | undefined) {
      let ref: GroupRef;
      if (groupId !== undefined) ref = { kind, id: groupId };
      else {
        enforce(accessPolicy.seeGroupStatistics(actor));
        const listedIn = await repo.listedGroupsOf(db, kind, userId);
        const only = listedIn[0];
        if (only === undefined) throw AppError.notFound(ORG_STATS_TEXT.notListed);
        if (listedIn.length > 1) throw AppError.conflict(ORG_STATS_TEXT.ambiguousRemove, 'ambiguous_group');
        ref = { kind, id: only };
      }
      await groupOf(actor, ref);
      await listedMember(actor, ref, userId);
      const changed = await repo.setListed(db, ref, [userId], false);
      if (changed !== 1) throw AppError.notFound(ORG_STATS_TEXT.notListed);
      return { data: { user_id: userId }, message: MSG.hrUserRemoved };
    },

    /** Modules of published courses per language. */
    async totalCourseModules(actor: UserActor): Promise<LanguageCounts> {
      enforce(accessPolicy.seeGroupStatistics(actor));
      return moduleTotals();
    },

    /** What the A3 report prints: the month's chart and every listed user, the same figures as the screen. */
    async report(
      actor: UserActor,
      ref: GroupRef,
      year: number,
      month: number,
    ): Promise<LoginStatisticsReportData> {
      const group = await groupOf(actor, ref);
      const [chart, rows] = await Promise.all([series(ref, year, month), printRows(ref, { year, month })]);
      return {
        brand: BRAND[ref.kind],
        group: group.name,
        year,
        month,
        series: chart,
        rows,
        generatedAt: clock().toISOString(),
      };
    },
  };
}
