import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { DEFAULT_RENEWAL_POLICY, RENEWAL_MSG } from '@mahir/shared/renewals/index';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createOrderService } from '../orders/order.service';
import { createRenewalLinkService } from './renewal-link.service';
import { createRenewalPauseService } from './renewal-pause.service';
import { createSubscriptionService } from './subscription.service';

const routes = contract.subscription;

/** The subscription area's routes: order detail and cancellation, stopping course subscriptions. */
export function subscriptionRouter(deps: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createSubscriptionService(deps);

  mount(router, routes.order, async ({ params, actor }) => ({
    data: await service.order(params.hashslug, actor),
  }));
  mount(router, routes.cancel, async ({ body, actor }) =>
    service.cancel(body.order_id, body.order_package_id, actor),
  );
  mount(router, routes.stopSubscription, async ({ body, actor }) =>
    service.stopSubscription(body.subscribe_id, actor),
  );
  mount(router, routes.stopFree, async ({ body, actor }) => service.stopFree(body.subscribe_id, actor));

  const renewals = createRenewalPauseService(deps);
  mount(router, routes.renewal, async ({ params, actor }) => ({
    data: await renewals.renewal(params.hashslug, actor),
  }));
  mount(router, routes.pause, async ({ params, body, actor }) => ({
    data: await renewals.pause(params.hashslug, body, actor),
    message: RENEWAL_MSG.en.paused,
  }));
  mount(router, routes.resume, async ({ params, actor }) => ({
    data: await renewals.resume(params.hashslug, actor),
    message: RENEWAL_MSG.en.resumed,
  }));
  const payLink = createRenewalLinkService({
    db: deps.db,
    clock: deps.clock,
    policy: deps.config.renewalPolicy ?? DEFAULT_RENEWAL_POLICY,
    orders: createOrderService({ ...deps, gateway: deps.payments }),
  });
  mount(router, routes.payRenewal, async ({ params, body, actor }) => ({
    data: await payLink.pay(await renewals.payerOrder(params.hashslug, actor), actor, body.paymentMethod),
  }));
  mount(router, routes.renewalSettings, async ({ actor }) => ({ data: await renewals.settings(actor) }));
  mount(router, routes.saveRenewalSettings, async ({ body, actor }) => ({
    data: await renewals.saveSettings(actor, body.max_pause_days),
  }));
  return router;
}
