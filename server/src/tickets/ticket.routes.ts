import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createEventService } from './ticket.service';

const routes = contract.event;

/** Events: listing, detail and registration (spec 000 §7 "Events"). */
export function eventRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createEventService(ctx);
  mount(router, routes.list, async () => ({ data: await service.list() }));
  mount(router, routes.hashslug, async ({ body, actor }) => ({
    data: await service.view(actor, body.hashslug),
  }));
  mount(router, routes.add, async ({ body, actor, keepSession }) => {
    const visitorSession = async () => (await keepSession()).id;
    const { url, message } = await service.add(actor, body.hashslug, visitorSession);
    return { data: { url }, message };
  });
  return router;
}
