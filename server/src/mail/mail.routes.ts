import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createAdminMailService } from './admin-mail.service';
import { createMailPreferenceService } from './mail-preferences.service';

const routes = contract.mail;

/** The one-click unsubscribe is posted by mail clients: no session, no CSRF token (RFC 8058). */
export const MAIL_CSRF_EXEMPT = [routes.unsubscribe.path] as const;

/** Mail preferences and one-click unsubscribe; the back office's outgoing mail. */
export function mailRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const preferences = createMailPreferenceService({ ...ctx, appSecret: ctx.config.appSecret });
  const admin = createAdminMailService(ctx);
  mount(router, routes.unsubscribe, async ({ query }) => ({
    data: await preferences.unsubscribe(query.token),
  }));
  mount(router, routes.preferences, async ({ actor, query }) => ({
    data: await preferences.get(actor, query.token),
  }));
  mount(router, routes.savePreferences, async ({ actor, body }) => ({
    data: await preferences.save(actor, body),
  }));
  mount(router, routes.adminMails, async ({ query }) => ({ data: await admin.list(query) }));
  mount(router, routes.adminMail, async ({ params }) => ({ data: await admin.view(params.id) }));
  mount(router, routes.resendMail, ({ params }) => admin.resend(params.id));
  return router;
}
