import Router from '@koa/router';
import { adoptVisitorCarts } from '@mahir/db/repositories/cart.repository';
import { contract, GuestAccountBody } from '@mahir/shared';
import { affiliateIdFrom } from '../affiliate/affiliate-cookie';
import type { AppContext } from '../app-context';
import { mount, prepare } from '../http/contract-router';
import { setSessionCookie } from '../http/session-middleware';
import type { AppState, HttpContext } from '../http/state';
import { createOrderService } from '../orders/order.service';
import { createPackageCheckoutService } from './package-checkout.service';
import { createSchoolPicker } from './school-picker.service';

const routes = contract.packageCheckout;

/** Package checkout and the subscription account step (spec 000 §7 "Package and subscription"). */
export function packageCheckoutRouter(deps: AppContext): Router<AppState> {
  const { db, sessions, cookie } = deps;
  const router = new Router<AppState>();
  const { placeOrder } = createOrderService({ ...deps, gateway: deps.payments });
  const service = createPackageCheckoutService({ ...deps, placeOrder });
  const schools = createSchoolPicker(deps);

  mount(router, routes.summary, async ({ actor, session }) => ({
    data: await service.summary(actor, session?.id ?? null),
  }));
  mount(router, routes.states, async () => ({ data: await schools.states() }));
  mount(router, routes.user, async ({ actor, query }) => ({
    data: await service.user(actor, query.child_id),
  }));
  mount(router, routes.districts, async ({ body }) => ({ data: await schools.districts(body.state) }));
  mount(router, routes.back, async ({ params }) => ({ data: await service.back(params.packageId) }));
  mount(router, routes.resellerCode, async ({ actor, query }) => ({
    data: await service.resellerCode(actor, query.reseller_code),
  }));
  mount(router, routes.searchSchool, async ({ body, query }) => ({
    data: await schools.search(body, query.page),
  }));
  mount(router, routes.selectSchool, async ({ body }) => ({ data: await schools.select(body.id) }));

  // Reads the affiliate cookie, so it is mounted with ctx; the service still never sees ctx.
  router.post(routes.makePayment.path, async (ctx) => {
    const { body, actor, session } = await prepare(routes.makePayment, ctx as HttpContext);
    const data = await service.makePayment(
      actor,
      session?.id ?? null,
      body,
      affiliateIdFrom(ctx as HttpContext),
    );
    ctx.body = { data: routes.makePayment.response.parse(data) };
  });

  // A guest's new account is logged in here (a fresh session, the visitor's cart adopted), like login.
  // A guest's body is checked with the account fields too, so every message comes back at once.
  const guestAccountSave = { ...routes.accountSave, body: GuestAccountBody };
  router.post(routes.accountSave.path, async (ctx) => {
    const route = (ctx as HttpContext).state.user ? routes.accountSave : guestAccountSave;
    const { body, actor, session } = await prepare(route, ctx as HttpContext);
    const saved = await service.saveAccount(actor, session?.id ?? null, body);
    let csrfToken: string | undefined;
    if (saved.created) {
      const now = deps.clock().toISOString();
      if (session) {
        await adoptVisitorCarts(db, session.id, saved.userId, now);
        await sessions.end(session.id);
      }
      const started = await sessions.start(saved.userId, {
        ip: ctx.ip,
        userAgent: ctx.get('user-agent') || null,
      });
      setSessionCookie(ctx as HttpContext, started.token, cookie);
      csrfToken = started.session.csrfToken;
    }
    const data = { url: service.billingUrl(), ...(csrfToken ? { csrf_token: csrfToken } : {}) };
    ctx.body = { data: routes.accountSave.response.parse(data) };
  });

  return router;
}
