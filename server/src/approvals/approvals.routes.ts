import Router from '@koa/router';
import { contract } from '@mahir/shared';
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
  mount(router, routes.resellerRegistrations, async ({ actor }) => ({
    data: await resellers.list(actor),
  }));
  mount(router, routes.approveReseller, ({ actor, body }) => resellers.approve(actor, body.id));
  mount(router, routes.declineReseller, ({ actor, body }) => resellers.decline(actor, body.id, body.reason));
  mount(router, routes.cancellations, async ({ actor }) => ({
    data: await cancellations.list(actor),
  }));
  mount(router, routes.approveCancellation, ({ actor, body }) => cancellations.approve(actor, body.id));
  return router;
}
