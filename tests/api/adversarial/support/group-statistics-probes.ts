import type { Probe } from './probes';

const month = { month: 1, year: 2026 };

/**
 * Admin organization and company statistics (issue 11): admin-wide data, so a second admin sees the same
 * (`own-view`); every other role is refused by the matrix itself.
 */
export const GROUP_STATISTICS_PROBES: Record<string, Probe> = {
  'GET /ajax/v2/admin/organization/lists': { owner: 'admin', input: () => ({}), cross: 'own-view' },
  'GET /ajax/v2/admin/pm4biz/company/lists': { owner: 'admin', input: () => ({}), cross: 'own-view' },
  'GET /ajax/v2/admin/organization/statistic/total_course_modules': {
    owner: 'admin',
    input: () => ({}),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/organization/statistics': {
    owner: 'admin',
    input: (f) => ({
      body: { organization_id: f.groups.organization.id, user_id: f.groups.organization.listed, ...month },
    }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/pm4biz/statistics': {
    owner: 'admin',
    input: (f) => ({ body: { company_id: f.groups.company.id, user_id: f.groups.company.listed, ...month } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/organization/statistic/listed': {
    owner: 'admin',
    input: (f) => ({ query: { page: 1 }, body: { organization_id: f.groups.organization.id, search: '' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/pm4biz/statistic/listed': {
    owner: 'admin',
    input: (f) => ({ query: { page: 1 }, body: { company_id: f.groups.company.id, search: '' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/organization/statistic/listed_print': {
    owner: 'admin',
    input: (f) => ({ body: { organization_id: f.groups.organization.id, ...month } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/pm4biz/statistic/listed_print': {
    owner: 'admin',
    input: (f) => ({ body: { company_id: f.groups.company.id, ...month } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/organization/statistic/user_detail/{id}': {
    owner: 'admin',
    input: (f) => ({ params: { id: f.groups.organization.listed } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/pm4biz/statistic/user_detail/{id}': {
    owner: 'admin',
    input: (f) => ({ params: { id: f.groups.company.listed } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/organization/statistic/unlisted': {
    owner: 'admin',
    input: (f) => ({ body: { organization_id: f.groups.organization.id, modal_keyword: '' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/pm4biz/statistic/unlisted': {
    owner: 'admin',
    input: (f) => ({ body: { company_id: f.groups.company.id, modal_keyword: '' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/organization/statistic/add_user': {
    owner: 'admin',
    input: (f) => ({
      body: { organization_id: f.groups.organization.id, ids: [f.groups.organization.unlisted] },
    }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/pm4biz/statistic/add_user': {
    owner: 'admin',
    input: (f) => ({ body: { company_id: f.groups.company.id, ids: [f.groups.company.unlisted] } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/organization/statistic/remove_user': {
    owner: 'admin',
    input: (f) => ({
      body: { organization_id: f.groups.organization.id, user_id: f.groups.organization.toRemove },
    }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/pm4biz/statistic/remove_user': {
    owner: 'admin',
    input: (f) => ({ body: { company_id: f.groups.company.id, user_id: f.groups.company.toRemove } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/organization/statistic/report.pdf': {
    owner: 'admin',
    input: (f) => ({ query: { organization_id: f.groups.organization.id, ...month } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/pm4biz/statistic/report.pdf': {
    owner: 'admin',
    input: (f) => ({ query: { company_id: f.groups.company.id, ...month } }),
    cross: 'own-view',
  },
};
