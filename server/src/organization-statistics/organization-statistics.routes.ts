import type Router from '@koa/router';
import { contract } from '@mahir/shared';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { sendReport } from '../reports/report-download';
import type { createGroupStatisticsService } from './group-statistics.service';

type Service = ReturnType<typeof createGroupStatisticsService>;

/** The organization variant of the admin statistics screen (spec 002 §7), plus the module totals. */
export function mountOrganizationStatistics(router: Router<AppState>, service: Service): void {
  const routes = contract.organizationStatistics;
  const ref = (id: number) => ({ kind: 'organization', id }) as const;

  mount(router, routes.lists, async ({ actor }) => ({
    data: await service.lists(actor, 'organization'),
  }));
  mount(router, routes.statistics, async ({ body, actor }) => ({
    data: await service.statistics(actor, ref(body.organization_id), body),
  }));
  mount(router, routes.listed, async ({ query, body, actor }) => ({
    data: await service.listed(actor, ref(body.organization_id), { ...body, page: query.page }),
  }));
  mount(router, routes.listedPrint, async ({ body, actor }) => ({
    data: await service.listedPrint(actor, ref(body.organization_id), body),
  }));
  mount(router, routes.userDetail, async ({ params, actor }) => ({
    data: await service.userDetail(actor, 'organization', params.id),
  }));
  mount(router, routes.unlisted, async ({ body, actor }) => ({
    data: await service.unlisted(actor, ref(body.organization_id), body.modal_keyword),
  }));
  mount(router, routes.addUser, async ({ body, actor }) =>
    service.addUsers(actor, ref(body.organization_id), body.ids),
  );
  mount(router, routes.removeUser, async ({ body, actor }) =>
    service.removeUser(actor, 'organization', body.user_id, body.organization_id),
  );
  mount(router, routes.totalCourseModules, async ({ actor }) => ({
    data: await service.totalCourseModules(actor),
  }));
  mountRaw(router, routes.report, async ({ query, actor }, ctx) => {
    const data = await service.report(actor, ref(query.organization_id), query.year, query.month);
    const name = `organization-statistics-${query.organization_id}-${query.year}-${query.month}.pdf`;
    await sendReport(ctx, 'login-statistics', data, name);
  });
}
