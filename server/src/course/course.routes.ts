import Router from '@koa/router';
import { contract } from '@mahir/shared';
import {
  ACCESS_CODE_PER_ADDRESS,
  ACCESS_CODE_PER_USER,
  createAttemptLimiter,
  type LimitKey,
} from '../auth/attempt-limiter';
import type { AreaDeps } from '../http/area-deps';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createCourseAccessService } from './course-access.service';
import { myCourses } from './course-library.service';
import { coursePage } from './course-page.service';

const routes = contract.coursePage;

/** The course page, the pricing box's form posts and "My courses". */
export function coursePageRouter({ db }: AreaDeps): Router<AppState> {
  const router = new Router<AppState>();
  const access = createCourseAccessService(db);
  const now = () => new Date().toISOString();
  // Codes and plan access can be guessed: every try counts per user and per address, successes are given back.
  const limiter = createAttemptLimiter(db);
  const guessKeys = (user: { id: number }, ip: string): LimitKey[] => [
    { rule: ACCESS_CODE_PER_USER, id: user.id },
    { rule: ACCESS_CODE_PER_ADDRESS, id: ip },
  ];

  mount(router, routes.page, async ({ params, user }) => ({
    data: await coursePage(db, params.hashslug, user),
  }));
  mount(router, routes.accessCode, ({ body, user, ip }) =>
    limiter.guard(guessKeys(user, ip), () => access.redeemCode(user, body, now())),
  );
  mount(router, routes.employeeAccess, ({ body, user, ip }) =>
    limiter.guard(guessKeys(user, ip), () => access.employeeAccess(user, body, now())),
  );
  mount(router, routes.studentAccess, ({ body, user, ip }) =>
    limiter.guard(guessKeys(user, ip), () => access.studentAccess(user, body, now())),
  );
  mount(router, routes.cart, ({ body, user }) => access.addToCart(user, body, now()));
  mount(router, routes.myCourses, async ({ user }) => ({ data: { courses: await myCourses(db, user.id) } }));
  return router;
}
