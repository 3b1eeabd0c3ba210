import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { affiliateIdFrom } from '../affiliate/affiliate-cookie';
import type { AppContext } from '../app-context';
import {
  ACCESS_CODE_PER_ADDRESS,
  ACCESS_CODE_PER_USER,
  createAttemptLimiter,
  type LimitKey,
} from '../auth/attempt-limiter';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { attributableAffiliate } from '../package-checkout/package-checkout.service';
import { createCourseEnrolmentService } from './course-enrolment.service';
import { myCourses } from './course-library.service';
import { coursePage } from './course-page.service';

const routes = contract.coursePage;

/** The course page, the pricing box's form posts and "My courses". */
export function coursePageRouter(ctx: AppContext): Router<AppState> {
  const { db } = ctx;
  const router = new Router<AppState>();
  const enrolment = createCourseEnrolmentService(db);
  const now = () => ctx.clock().toISOString();
  // Codes and plan access can be guessed: every try counts per user and per address, successes are given back.
  const limiter = createAttemptLimiter(ctx);
  const guessKeys = (user: { id: number }, ip: string): LimitKey[] => [
    { rule: ACCESS_CODE_PER_USER, id: user.id },
    { rule: ACCESS_CODE_PER_ADDRESS, id: ip },
  ];

  mount(router, routes.page, async ({ params, actor }) => ({
    data: await coursePage(db, actor, params.hashslug),
  }));
  mount(router, routes.accessCode, ({ body, actor, ip }) =>
    limiter.guard(guessKeys(actor, ip), () => enrolment.redeemCode(actor, body, now())),
  );
  // The plan accesses carry the affiliate (spec 001 §7); as for purchases, it is the one whose link was
  // followed (the cookie), never just what a body says. Mounted with ctx to read that cookie.
  for (const [route, grant] of [
    [routes.employeeAccess, enrolment.employeeAccess],
    [routes.studentAccess, enrolment.studentAccess],
  ] as const) {
    mountRaw(router, route, async ({ body, actor, ip }, ctx) => {
      const affiliateId = await attributableAffiliate(db, affiliateIdFrom(ctx), actor.id);
      const reply = await limiter.guard(guessKeys(actor, ip), () =>
        grant(actor, { course_id: body.course_id, affiliate_id: affiliateId }, now()),
      );
      ctx.body = { data: route.response.parse(reply.data), message: reply.message };
    });
  }
  mount(router, routes.cart, ({ body, actor }) => enrolment.addToCart(actor, body, now()));
  mount(router, routes.myCourses, async ({ actor }) => ({ data: { courses: await myCourses(db, actor) } }));
  return router;
}
