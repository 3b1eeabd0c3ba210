import Router from '@koa/router';
import { contract, PROFILE_TEXT } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createSchoolPicker } from '../package-checkout/school-picker.service';
import { createProfileService } from './profile.service';

const routes = contract.profile;

/** The profile page's calls (spec 000 §7 "Profile"). */
export function profileRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createProfileService(ctx);
  const schools = createSchoolPicker(ctx);
  mount(router, routes.user, async ({ actor }) => ({ data: await service.user(actor) }));
  mount(router, routes.save, async ({ actor, body }) => ({
    data: await service.save(actor, body),
    message: PROFILE_TEXT.updated,
  }));
  mount(router, routes.password, async ({ actor, body, session, ip }) => ({
    data: await service.changePassword(actor, body, { sessionId: session?.id ?? null, ip }),
    message: PROFILE_TEXT.passwordUpdated,
  }));
  mount(router, routes.uploadAvatar, async ({ actor, files }) => {
    const data = await service.uploadAvatar(actor, files.avatar);
    return { data, message: data.message };
  });
  mount(router, routes.districts, async ({ body }) => ({ data: await schools.districts(body.state) }));
  mount(router, routes.searchSchool, async ({ body, query }) => ({
    data: await schools.search(body, query.page),
  }));
  mount(router, routes.selectSchool, async ({ body }) => ({ data: await schools.select(body.id) }));
  return router;
}
