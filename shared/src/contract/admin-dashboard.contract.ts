import { z } from 'zod';
import { defineRoute } from './route';

/** A chart of the dashboards: one total per Malaysia day (`YYYY-MM-DD`), money in sen. */
export const DashboardChart = z.object({
  label: z.string(),
  date: z.array(z.string()),
  total: z.array(z.number().int()),
});

/** The admin dashboard's cards (sen) and its chart, opening on 'Last 30 Days' (spec 002 §3). */
export const AdminDashboard = z.object({
  monthly_sales: z.number().int(),
  today_sales: z.number().int(),
  /** Courses and digital assets awaiting review, shown as 'Courses Approval'. */
  total_courses: z.number().int(),
  total_students: z.number().int(),
  chart: DashboardChart,
});

/** The chart range: 1 to 12 a month of this year, 13 the past 30 days, 14 last month, 15 this month. */
export const DashboardRangeParams = z.object({ n: z.coerce.number().int().min(1).max(15) });

const tag = 'admin-dashboard';

export const adminDashboardContract = {
  sidebar: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/dashboard/sidebar',
    summary: 'Count of new subscription cancellations for the admin sidebar badge',
    tag,
    access: ['admin'],
    owner: 'none',
    response: z.object({ count: z.number().int() }),
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/dashboard',
    summary: "Admin dashboard: this month's and today's sales, courses awaiting approval, students, chart",
    tag,
    access: ['admin'],
    owner: 'none',
    response: AdminDashboard,
  }),
  month: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/dashboard/month/{n}',
    summary:
      'Admin dashboard sales chart for a range (1-12 month of this year, 13 past 30 days, 14 last month, 15 this month)',
    tag,
    access: ['admin'],
    owner: 'none',
    params: DashboardRangeParams,
    response: z.object({ chart: DashboardChart }),
  }),
};
