import Router from '@koa/router';
import { contract, SCHOOL_CALENDAR_MSG } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createSchoolCalendarService } from './school-calendar.service';

const routes = contract.schoolCalendar;

/** The admin's school calendar per year (issue 23). */
export function schoolCalendarRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createSchoolCalendarService(ctx);
  mount(router, routes.list, async ({ actor }) => ({ data: await service.list(actor) }));
  mount(router, routes.show, async ({ actor, params }) => ({ data: await service.show(actor, params.year) }));
  mount(router, routes.save, async ({ actor, params, body }) => ({
    data: await service.save(actor, params.year, body),
    message: SCHOOL_CALENDAR_MSG.saved,
  }));
  return router;
}
