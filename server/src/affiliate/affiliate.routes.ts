import Router from '@koa/router';
import { AFFILIATE_LINK_PREFIX, AFFILIATE_TEXT, contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState, HttpContext } from '../http/state';
import { createAffiliateService } from './affiliate.service';
import { rememberAffiliate } from './affiliate-cookie';

const routes = contract.affiliate;

/** The affiliate page's calls (spec 000 §7 "Affiliate") and the affiliate link itself. */
export function affiliateRouter(ctx: AppContext): Router<AppState> {
  const { config } = ctx;
  const router = new Router<AppState>();
  const service = createAffiliateService(ctx);
  mount(router, routes.signUp, async ({ actor }) => ({
    data: await service.signUp(actor),
    message: AFFILIATE_TEXT.registered,
  }));
  mount(router, routes.link, async ({ actor }) => ({ data: await service.link(actor) }));
  mount(router, routes.dailyClicks, async ({ actor, body }) => ({
    data: await service.dailyClicks(actor, body.month, body.year),
  }));
  mount(router, routes.commissions, async ({ actor, body }) => ({
    data: await service.commissions(actor, body.month, body.year),
  }));

  // `/a/<code>`: every visit is one click; the cookie remembers the affiliate for the order.
  router.get(`${AFFILIATE_LINK_PREFIX}:code`, async (ctx) => {
    const course = typeof ctx.query.course === 'string' ? ctx.query.course.slice(0, 64) : null;
    const visit = await service.visit(String(ctx.params.code ?? '').slice(0, 64), course, {
      ip: ctx.ip,
      userAgent: ctx.get('user-agent'),
    });
    if (visit.affiliateId !== null)
      rememberAffiliate(ctx as HttpContext, visit.affiliateId, config.secureCookies);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(visit.redirect);
  });
  return router;
}
