import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createPackageService } from './package.service';

const routes = contract.package;

/** The package area's routes: a package's courses and storing the chosen ones. */
export function packageRouter(deps: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createPackageService(deps);

  mount(router, routes.list, async () => ({ data: await service.list() }));
  mount(router, routes.show, async ({ body }) => ({ data: await service.show(body.hashslug) }));
  // A visitor's choice is kept in their session's cart, so this is where a visitor's session starts.
  mount(router, routes.next, async ({ body, actor, keepSession }) => ({
    data: await service.next(
      actor,
      actor.kind === 'user' ? null : (await keepSession()).id,
      body.hashslug,
      body.mahir_course_id,
    ),
  }));
  return router;
}
