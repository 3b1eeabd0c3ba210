import type { GroupListedUser, HrUnlistedUser, StatisticsGroup } from '@mahir/shared';
import { LANGUAGES, routeUrl } from '@mahir/shared';
import { routes, useApi } from '@mahir/ui';
import type { ExtraColumn, ListedUsersSource, UnlistedUsersSource } from '@mahir/ui/statistics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Which statistics the screen shows: organizations, or business-plan companies (pm4biz). */
export type GroupVariant = 'organization' | 'company';

/** A month of statistics, optionally narrowed to one listed user. */
export interface Period {
  month: number;
  year: number;
}

/** A page of listed users as the server answers it. */
export interface ListedPage {
  data: GroupListedUser[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

/** The calls of one variant (spec 002 §7) behind one shape, so one screen serves both. */
export interface GroupCalls {
  variant: GroupVariant;
  title: string;
  groupLabel: string;
  placeholder: string;
  lists(): Promise<StatisticsGroup[]>;
  statistics(groupId: number, period: Period, userId?: number): Promise<{ date: string[]; total: number[] }>;
  listed(groupId: number, page: number, search: string, period: Period): Promise<ListedPage>;
  userDetail(userId: number): Promise<{ id: number; name: string }>;
  unlisted(groupId: number, keyword: string): Promise<HrUnlistedUser[]>;
  addUsers(groupId: number, ids: number[]): Promise<string | undefined>;
  removeUser(groupId: number, userId: number): Promise<string | undefined>;
  reportUrl(groupId: number, period: Period): string;
  reportName(groupId: number, period: Period): string;
}

/** The typed calls of the chosen variant over the app's API client. */
export function useGroupCalls(variant: GroupVariant): GroupCalls {
  const api = useApi();
  const { t } = useTranslation();
  return useMemo((): GroupCalls => {
    if (variant === 'organization') {
      const r = routes.organizationStatistics;
      return {
        variant,
        title: t('statistics.organizationTitle'),
        groupLabel: t('statistics.organization'),
        placeholder: t('statistics.selectOrganization'),
        lists: () => api.data(r.lists, {}),
        statistics: (id, p, user_id) =>
          api.data(r.statistics, { body: { organization_id: id, ...p, user_id } }),
        listed: (id, page, search, p) =>
          api.data(r.listed, { query: { page }, body: { organization_id: id, search, ...p } }),
        userDetail: (id) => api.data(r.userDetail, { params: { id } }),
        unlisted: (id, modal_keyword) =>
          api.data(r.unlisted, { body: { organization_id: id, modal_keyword } }),
        addUsers: async (id, ids) =>
          (await api.call(r.addUser, { body: { organization_id: id, ids } })).message,
        removeUser: async (id, user_id) =>
          (await api.call(r.removeUser, { body: { organization_id: id, user_id } })).message,
        reportUrl: (id, p) => routeUrl(r.report, { query: { organization_id: id, ...p } }),
        reportName: (id, p) => `organization-statistics-${id}-${p.year}-${p.month}.pdf`,
      };
    }
    const r = routes.companyStatistics;
    return {
      variant,
      title: t('statistics.companyTitle'),
      groupLabel: t('statistics.company'),
      placeholder: t('statistics.selectCompany'),
      lists: () => api.data(r.lists, {}),
      statistics: (id, p, user_id) => api.data(r.statistics, { body: { company_id: id, ...p, user_id } }),
      listed: (id, page, search, p) =>
        api.data(r.listed, { query: { page }, body: { company_id: id, search, ...p } }),
      userDetail: (id) => api.data(r.userDetail, { params: { id } }),
      unlisted: (id, modal_keyword) => api.data(r.unlisted, { body: { company_id: id, modal_keyword } }),
      addUsers: async (id, ids) => (await api.call(r.addUser, { body: { company_id: id, ids } })).message,
      removeUser: async (id, user_id) =>
        (await api.call(r.removeUser, { body: { company_id: id, user_id } })).message,
      reportUrl: (id, p) => routeUrl(r.report, { query: { company_id: id, ...p } }),
      reportName: (id, p) => `company-statistics-${id}-${p.year}-${p.month}.pdf`,
    };
  }, [api, variant, t]);
}

/** Query keys of the screen, per variant, so the two screens never share cached answers. */
export const groupKeys = {
  all: (variant: GroupVariant) => ['group-statistics', variant] as const,
  lists: (variant: GroupVariant) => ['group-statistics', variant, 'lists'] as const,
  chart: (variant: GroupVariant, groupId: number, p: Period, userId: number | null) =>
    ['group-statistics', variant, 'chart', groupId, p.month, p.year, userId] as const,
  listed: (variant: GroupVariant, groupId: number, page: number, search: string, p: Period) =>
    ['group-statistics', variant, 'listed', groupId, page, search, p.month, p.year] as const,
  user: (variant: GroupVariant, userId: number) => ['group-statistics', variant, 'user', userId] as const,
  unlisted: (variant: GroupVariant, groupId: number, keyword: string) =>
    ['group-statistics', variant, 'unlisted', groupId, keyword] as const,
};

/** The group's members not yet listed, for the shared 'Add User' modal. */
export function unlistedOf(calls: GroupCalls, groupId: number): UnlistedUsersSource {
  return {
    queryKey: (keyword) => groupKeys.unlisted(calls.variant, groupId, keyword),
    load: (keyword) => calls.unlisted(groupId, keyword),
    add: (ids) => calls.addUsers(groupId, ids),
  };
}

/** The group's listed users in the chosen month, for the shared table. */
export function listedOf(
  calls: GroupCalls,
  groupId: number,
  period: Period,
): ListedUsersSource<GroupListedUser> {
  return {
    queryKey: (page, search) => groupKeys.listed(calls.variant, groupId, page, search, period),
    load: (page, search) => calls.listed(groupId, page, search, period),
  };
}

/** The share of modules done per language, shown after the login columns. */
export const LANGUAGE_COLUMNS: ExtraColumn<GroupListedUser>[] = LANGUAGES.map((lang) => ({
  key: lang,
  header: lang.toUpperCase(),
  cell: (u) => `${u[lang]}%`,
}));
