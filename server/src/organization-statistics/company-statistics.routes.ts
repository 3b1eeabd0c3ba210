import type Router from '@koa/router';
import { contract } from '@mahir/shared';
import { userActor } from '../access/actor';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { renderReport } from '../reports/report-pool';
import type { createGroupStatisticsService } from './group-statistics.service';

type Service = ReturnType<typeof createGroupStatisticsService>;

/** The company (pm4biz) variant of the admin statistics screen (spec 002 §7). */
export function mountCompanyStatistics(router: Router<AppState>, service: Service): void {
  const routes = contract.companyStatistics;
  const ref = (id: number) => ({ kind: 'company', id }) as const;

  mount(router, routes.lists, async ({ user }) => ({
    data: await service.lists(userActor(user), 'company'),
  }));
  mount(router, routes.statistics, async ({ body, user }) => ({
    data: await service.statistics(userActor(user), ref(body.company_id), body),
  }));
  mount(router, routes.listed, async ({ query, body, user }) => ({
    data: await service.listed(userActor(user), ref(body.company_id), { ...body, page: query.page }),
  }));
  mount(router, routes.listedPrint, async ({ body, user }) => ({
    data: await service.listedPrint(userActor(user), ref(body.company_id), body),
  }));
  mount(router, routes.userDetail, async ({ params, user }) => ({
    data: await service.userDetail(userActor(user), 'company', params.id),
  }));
  mount(router, routes.unlisted, async ({ body, user }) => ({
    data: await service.unlisted(userActor(user), ref(body.company_id), body.modal_keyword),
  }));
  mount(router, routes.addUser, async ({ body, user }) =>
    service.addUsers(userActor(user), ref(body.company_id), body.ids),
  );
  mount(router, routes.removeUser, async ({ body, user }) =>
    service.removeUser(userActor(user), 'company', body.user_id, body.company_id),
  );
  mountRaw(router, routes.report, async ({ query, user }, ctx) => {
    const data = await service.report(userActor(user), ref(query.company_id), query.year, query.month);
    const pdf = await renderReport('login-statistics', data);
    ctx.set('Content-Type', 'application/pdf');
    ctx.set(
      'Content-Disposition',
      `attachment; filename="company-statistics-${query.company_id}-${query.year}-${query.month}.pdf"`,
    );
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = pdf;
  });
}
