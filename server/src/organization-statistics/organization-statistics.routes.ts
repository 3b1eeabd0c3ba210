import type Router from '@koa/router';
import { contract } from '@mahir/shared';
import { userActor } from '../access/actor';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { renderReport } from '../reports/report-pool';
import type { createGroupStatisticsService } from './group-statistics.service';

type Service = ReturnType<typeof createGroupStatisticsService>;

/** The organization variant of the admin statistics screen (spec 002 §7), plus the module totals. */
export function mountOrganizationStatistics(router: Router<AppState>, service: Service): void {
  const routes = contract.organizationStatistics;
  const ref = (id: number) => ({ kind: 'organization', id }) as const;

  mount(router, routes.lists, async ({ user }) => ({
    data: await service.lists(userActor(user), 'organization'),
  }));
  mount(router, routes.statistics, async ({ body, user }) => ({
    data: await service.statistics(userActor(user), ref(body.organization_id), body),
  }));
  mount(router, routes.listed, async ({ query, body, user }) => ({
    data: await service.listed(userActor(user), ref(body.organization_id), { ...body, page: query.page }),
  }));
  mount(router, routes.listedPrint, async ({ body, user }) => ({
    data: await service.listedPrint(userActor(user), ref(body.organization_id), body),
  }));
  mount(router, routes.userDetail, async ({ params, user }) => ({
    data: await service.userDetail(userActor(user), 'organization', params.id),
  }));
  mount(router, routes.unlisted, async ({ body, user }) => ({
    data: await service.unlisted(userActor(user), ref(body.organization_id), body.modal_keyword),
  }));
  mount(router, routes.addUser, async ({ body, user }) =>
    service.addUsers(userActor(user), ref(body.organization_id), body.ids),
  );
  mount(router, routes.removeUser, async ({ body, user }) =>
    service.removeUser(userActor(user), 'organization', body.user_id, body.organization_id),
  );
  mount(router, routes.totalCourseModules, async ({ user }) => ({
    data: await service.totalCourseModules(userActor(user)),
  }));
  mountRaw(router, routes.report, async ({ query, user }, ctx) => {
    const data = await service.report(userActor(user), ref(query.organization_id), query.year, query.month);
    const pdf = await renderReport('login-statistics', data);
    ctx.set('Content-Type', 'application/pdf');
    ctx.set(
      'Content-Disposition',
      `attachment; filename="organization-statistics-${query.organization_id}-${query.year}-${query.month}.pdf"`,
    );
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = pdf;
  });
}
