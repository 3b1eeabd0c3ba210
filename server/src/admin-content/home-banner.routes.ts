import Router from '@koa/router';
import { homeBannerContract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createHomeBannerService } from './home-banner.service';

/** The active homepage banners for the storefront's front page. */
export function homeBannerRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createHomeBannerService(ctx);
  mount(router, homeBannerContract.list, async () => ({ data: await service.list() }));
  return router;
}
