import { z } from 'zod';
import { MSG } from '../messages';
import { Id, listOf, Nothing, PageQuery, paged } from './fields';
import {
  HR_TEXT,
  HrListedUser,
  HrUnlistedUser,
  StatisticsMonth,
  StatisticsYear,
} from './hr-statistics.contract';
import { ORG_STATS_TEXT } from './organization-statistics-text';
import { defineRoute } from './route';

export { ORG_STATS_TEXT } from './organization-statistics-text';

/** Users one Add User may list at once (the modal shows at most 200). */
const MAX_ADD = 500;

/** Listed users per page on the admin screens. */
export const ORG_STATS_PER_PAGE = 10;

const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const OptionalId = z.preprocess(blankAsAbsent, Id.optional());
const Keyword = z.preprocess(blankAsAbsent, z.string().trim().max(100).optional());

/** An organization or company as the select lists it (for a company, `id` is the company_id). */
export const StatisticsGroup = z.object({ id: z.number().int(), name: z.string() });
export type StatisticsGroup = z.infer<typeof StatisticsGroup>;

/** Modules in published courses per language. */
export const LanguageModules = z.object({
  bm: z.number().int(),
  en: z.number().int(),
  ma: z.number().int(),
  pi: z.number().int(),
});

/** A listed member: the HR row plus modules watched per language as whole percents. */
export const GroupListedUser = HrListedUser.extend(LanguageModules.shape);
export type GroupListedUser = z.infer<typeof GroupListedUser>;

/** One row of the print list. */
export const GroupPrintRow = z.object({
  name: z.string(),
  email: z.string(),
  total_login: z.number().int(),
  last_login: z.string().nullable(),
});
export type GroupPrintRow = z.infer<typeof GroupPrintRow>;

type GroupKey = 'organization_id' | 'company_id';

/** The request field naming the organization or the company. */
function groupField<K extends GroupKey>(key: K) {
  return { [key]: Id } as Record<K, typeof Id>;
}

/** An optional month and year sent together, as on the HR screen. */
const OptionalMonthYear = {
  month: z.preprocess(blankAsAbsent, StatisticsMonth.optional()),
  year: z.preprocess(blankAsAbsent, StatisticsYear.optional()),
};
const together = (b: { month?: unknown; year?: unknown }) =>
  (b.month === undefined) === (b.year === undefined);

/**
 * The routes of one variant of the admin statistics screen (spec 002 §7): organizations under
 * `/admin/organization`, companies (pm4biz) under `/admin/pm4biz`. Same shapes, different id field.
 */
function groupStatisticsRoutes<K extends GroupKey>(opts: {
  key: K;
  listPath: string;
  base: string;
  tag: string;
  what: string;
}) {
  const { key, base, tag, what } = opts;
  const group = groupField(key);
  const common = { tag, access: ['admin'] as const, owner: 'none' as const };
  return {
    lists: defineRoute({
      ...common,
      method: 'GET',
      path: opts.listPath,
      summary: `Every ${what} for the statistics select`,
      response: z.array(StatisticsGroup),
    }),
    statistics: defineRoute({
      ...common,
      method: 'POST',
      path: `${base}/statistics`,
      summary: `Logins per day (Malaysia time) of a month for the ${what}'s listed users, or one of them`,
      encoding: 'form',
      body: z.object({
        ...group,
        month: StatisticsMonth,
        year: StatisticsYear,
        user_id: OptionalId,
      }),
      response: z.object({
        date: z.array(z.string()),
        total: z.array(z.number().int()),
        user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      }),
    }),
    listed: defineRoute({
      ...common,
      method: 'POST',
      path: `${base}/statistic/listed`,
      summary: `Listed users of the ${what} with logins and modules watched per language; name/email search`,
      encoding: 'form',
      query: PageQuery,
      body: z
        .object({ ...group, search: Keyword, ...OptionalMonthYear })
        .refine(together, { message: HR_TEXT.monthYearTogether, path: ['month'] }),
      response: paged(GroupListedUser),
    }),
    listedPrint: defineRoute({
      ...common,
      method: 'POST',
      path: `${base}/statistic/listed_print`,
      summary: `Every listed user of the ${what} (or one) with total and last login, for printing`,
      encoding: 'form',
      body: z
        .object({ ...group, user_id: OptionalId, ...OptionalMonthYear })
        .refine(together, { message: HR_TEXT.monthYearTogether, path: ['month'] }),
      response: z.object({ label: z.string(), stats: z.array(GroupPrintRow) }),
    }),
    userDetail: defineRoute({
      ...common,
      method: 'GET',
      path: `${base}/statistic/user_detail/{id}`,
      summary: `A member of any ${what}: name`,
      params: z.object({ id: Id }),
      response: z.object({ id: z.number().int(), name: z.string() }),
    }),
    unlisted: defineRoute({
      ...common,
      method: 'POST',
      path: `${base}/statistic/unlisted`,
      summary: `Unlisted members of the ${what} whose name matches the keyword`,
      encoding: 'form',
      body: z.object({ ...group, modal_keyword: Keyword }),
      response: z.array(HrUnlistedUser),
    }),
    addUser: defineRoute({
      ...common,
      method: 'POST',
      path: `${base}/statistic/add_user`,
      summary: `Lists unlisted members of the ${what} (all or nothing)`,
      encoding: 'form',
      body: z.object({
        ...group,
        ids: listOf(Id)
          .refine((ids) => ids.length > 0, MSG.hrPickAtLeastOne)
          .refine((ids) => ids.length <= MAX_ADD, ORG_STATS_TEXT.tooMany),
      }),
      response: z.object({ ids: z.array(z.number().int()) }),
    }),
    removeUser: defineRoute({
      ...common,
      method: 'POST',
      path: `${base}/statistic/remove_user`,
      summary: `Unlists a member of the ${what}; the ${what} id is optional when the user is listed in only one`,
      encoding: 'form',
      body: z.object({ user_id: Id, [key]: OptionalId } as { user_id: typeof Id } & Record<
        K,
        typeof OptionalId
      >),
      response: z.object({ user_id: z.number().int() }),
    }),
    report: defineRoute({
      ...common,
      method: 'GET',
      path: `${base}/statistic/report.pdf`,
      summary: `A3 PDF report of the ${what}'s month: chart of logins per day and the listed users`,
      query: z.object({ ...group, month: StatisticsMonth, year: StatisticsYear }),
      raw: 'pdf',
      response: Nothing,
    }),
  };
}

/** Admin organization statistics (spec 002 §7), with the module totals the table's percentages use. */
export const organizationStatisticsContract = {
  ...groupStatisticsRoutes({
    key: 'organization_id',
    listPath: '/ajax/v2/admin/organization/lists',
    base: '/ajax/v2/admin/organization',
    tag: 'admin-organization-statistics',
    what: 'organization',
  }),
  totalCourseModules: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/organization/statistic/total_course_modules',
    summary: 'Modules of published courses per language (bm, en, ma, pi)',
    tag: 'admin-organization-statistics',
    access: ['admin'],
    owner: 'none',
    response: LanguageModules,
  }),
};

/** Admin company (pm4biz) statistics: the company variant of the same screen. */
export const companyStatisticsContract = groupStatisticsRoutes({
  key: 'company_id',
  listPath: '/ajax/v2/admin/pm4biz/company/lists',
  base: '/ajax/v2/admin/pm4biz',
  tag: 'admin-company-statistics',
  what: 'company',
});
