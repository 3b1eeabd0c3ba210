import Router from '@koa/router';
import { contract, RESELLER_TEXT } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createSchoolPicker } from '../package-checkout/school-picker.service';
import { createResellerService } from './reseller.service';

const routes = contract.resellerRegistration;

/** Reseller registration (spec 000 §7 "Reseller registration"). */
export function resellerRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createResellerService(ctx);
  const places = createSchoolPicker(ctx);
  mount(router, routes.states, async () => ({ data: await places.states() }));
  mount(router, routes.banks, async () => ({ data: await service.banks() }));
  mount(router, routes.checkUser, async ({ body, ip }) => ({
    data: await service.emailExists(body.email, { ip }),
  }));
  mount(router, routes.registerSave, async ({ body, actor }) => ({
    data: await service.register(actor, body),
    message: RESELLER_TEXT.registered,
  }));
  return router;
}
