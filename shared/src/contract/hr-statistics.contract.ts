import { z } from 'zod';
import { MSG } from '../messages';
import { malaysiaYearMonth } from '../rules/malaysia-time';
import { Id, listOf, Nothing, PageQuery, paged } from './fields';
import { HR_TEXT } from './hr-statistics-text';
import { defineRoute } from './route';

export { HR_TEXT } from './hr-statistics-text';

/** Listed users per page (spec 001: page size comes from the server). */
export const HR_PER_PAGE = 10;

/** A form value that may be left empty: '' reads as absent. */
const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

const Month = z.coerce
  .number({ error: HR_TEXT.monthInvalid })
  .int(HR_TEXT.monthInvalid)
  .min(1, HR_TEXT.monthInvalid)
  .max(12, HR_TEXT.monthInvalid);
const Year = z.coerce
  .number({ error: HR_TEXT.yearInvalid })
  .int(HR_TEXT.yearInvalid)
  .min(2001, HR_TEXT.yearInvalid)
  // The current year moves, so the upper bound is read when the request is checked.
  .refine((y) => y <= malaysiaYearMonth(new Date()).year, HR_TEXT.yearInvalid);

/** A required month (1-12) and year (2001 up to the current year). */
export const MonthYear = z.object({ month: Month, year: Year });

/** A listed user of the HR user's company, as the table shows them. */
export const HrListedUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Logins in the chosen month when month and year are sent, else all logins. */
  statistics_count: z.number().int(),
  /** The user's latest login ever, or null when they never logged in. */
  statistic_latest: z.object({ created_at: z.string() }).nullable(),
});
export type HrListedUser = z.infer<typeof HrListedUser>;

/** A company member who is not listed yet, for the Add User modal. */
export const HrUnlistedUser = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type HrUnlistedUser = z.infer<typeof HrUnlistedUser>;

export const hrStatisticsContract = {
  statistics: defineRoute({
    method: 'POST',
    path: '/ajax/v2/hr/pm4biz/statistics',
    summary: 'Logins per day (Malaysia time) of a month for the listed users, or one of them',
    tag: 'hr',
    access: ['hr'],
    owner: 'company',
    encoding: 'form',
    body: MonthYear.extend({ user_id: z.preprocess(blankAsAbsent, Id.optional()) }),
    response: z.object({
      date: z.array(z.string()),
      total: z.array(z.number().int()),
      /** The one user the chart is narrowed to, or null for all listed users. */
      user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
  }),
  listed: defineRoute({
    method: 'POST',
    path: '/ajax/v2/hr/pm4biz/statistic/listed',
    summary: 'Listed users of the company with login counts; optional name/email search and month',
    tag: 'hr',
    access: ['hr'],
    owner: 'company',
    encoding: 'form',
    query: PageQuery,
    body: z
      .object({
        search: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
        month: z.preprocess(blankAsAbsent, Month.optional()),
        year: z.preprocess(blankAsAbsent, Year.optional()),
      })
      .refine((b) => (b.month === undefined) === (b.year === undefined), {
        message: HR_TEXT.monthYearTogether,
        path: ['month'],
      }),
    response: paged(HrListedUser),
  }),
  removeUser: defineRoute({
    method: 'POST',
    path: '/ajax/v2/hr/pm4biz/statistic/remove_user',
    summary: 'Unlists a user of the company from the statistics',
    tag: 'hr',
    access: ['hr'],
    owner: 'company',
    encoding: 'form',
    body: z.object({ user_id: Id }),
    response: z.object({ user_id: z.number().int() }),
  }),
  addUser: defineRoute({
    method: 'POST',
    path: '/ajax/v2/hr/pm4biz/statistic/add_user',
    summary: 'Lists unlisted users of the company (all or nothing)',
    tag: 'hr',
    access: ['hr'],
    owner: 'company',
    encoding: 'form',
    body: z.object({
      ids: listOf(Id).refine((ids) => ids.length > 0, MSG.hrPickAtLeastOne),
    }),
    response: z.object({ ids: z.array(z.number().int()) }),
  }),
  unlisted: defineRoute({
    method: 'POST',
    path: '/ajax/v2/hr/pm4biz/statistic/unlisted',
    summary: 'Unlisted users of the company whose name matches the keyword',
    tag: 'hr',
    access: ['hr'],
    owner: 'company',
    encoding: 'form',
    body: z.object({ modal_keyword: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()) }),
    response: z.array(HrUnlistedUser),
  }),
  report: defineRoute({
    method: 'GET',
    path: '/ajax/v2/hr/pm4biz/statistic/report.pdf',
    summary: 'A3 PDF report of the month: chart of logins per day and the listed users',
    tag: 'hr',
    access: ['hr'],
    owner: 'company',
    query: MonthYear,
    raw: 'pdf',
    response: Nothing,
  }),
};

/** The statistics screens' month (1-12) and year (2001 up to the current year), shared with the admin variant. */
export { Month as StatisticsMonth, Year as StatisticsYear };
