import { z } from 'zod';
import { defineRoute } from './route';

export const adminDashboardContract = {
  sidebar: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/dashboard/sidebar',
    summary: 'Count of new subscription cancellations for the admin sidebar badge',
    tag: 'admin-dashboard',
    access: ['admin'],
    owner: 'none',
    response: z.object({ count: z.number().int() }),
  }),
};
