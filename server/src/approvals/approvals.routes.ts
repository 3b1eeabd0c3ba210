import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { actorOf } from '../access/actor';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createCancellationApprovalService } from './cancellation-approval.service';
import { createResellerApprovalService } from './reseller-approval.service';

const routes = contract.approvals;

/** Admin approvals: reseller registrations and subscription cancellations (our paths). */
export function approvalsRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const resellers = createResellerApprovalService(ctx);
  const cancellations = createCancellationApprovalService(ctx);
  mount(router, routes.resellerRegistrations, async ({ user }) => ({
    data: await resellers.list(actorOf(user)),
  }));
  mount(router, routes.approveReseller, ({ user, body }) => resellers.approve(actorOf(user), body.id));
  mount(router, routes.declineReseller, ({ user, body }) =>
    resellers.decline(actorOf(user), body.id, body.reason),
  );
  mount(router, routes.cancellations, async ({ user }) => ({
    data: await cancellations.list(actorOf(user)),
  }));
  mount(router, routes.approveCancellation, ({ user, body }) =>
    cancellations.approve(actorOf(user), body.id),
  );
  return router;
}
