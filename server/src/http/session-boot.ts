import { contract } from '@mahir/shared';
import { type PageBootQuery, routeKey } from '@mahir/shared/client/page-boot';
import type { PageBooter } from './page-boot';
import type { HttpContext } from './state';

/**
 * The session's answer as boot data (`GET /ajax/v2/auth/session`, keyed as the apps key it): the page knows
 * at once whether someone is logged in, with no call before its first screen.
 */
export function sessionBootQuery(ctx: HttpContext): PageBootQuery {
  const session = contract.auth.session.response.parse({ user: ctx.state.user });
  return { key: routeKey(contract.auth.session), data: session.user };
}

/** The back office's pages: the session, so the login (or the shell) renders without waiting for a call. */
export const backofficeBoot: PageBooter = async (ctx) => ({ queries: [sessionBootQuery(ctx)] });
