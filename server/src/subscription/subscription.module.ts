import { DEFAULT_RENEWAL_POLICY } from '@mahir/shared/renewals/index';
import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { every, onEvent } from '../jobs/job-types';
import { createRenewalDunning } from './renewal-dunning.service';
import { subscriptionRouter } from './subscription.routes';

const HOUR = 60 * 60_000;

/**
 * Subscriptions: their routes, and renewals without a card (issue 21): the hourly dunning of pay-link
 * renewals (reminders before the due date, grace, expiry), declined card renewals joining it, and paid
 * pay-link orders extending their subscription.
 */
export function subscriptionModule(ctx: AppContext): AreaModule {
  const dunning = createRenewalDunning({
    policy: ctx.config.renewalPolicy ?? DEFAULT_RENEWAL_POLICY,
    mail: ctx.mail,
  });
  return {
    name: 'subscription',
    routers: () => [subscriptionRouter(ctx)],
    outboxHandlers: [
      onEvent('order.paid', 'renewal-payment', ({ db }, { orderId }) => dunning.renewalPaid(db, orderId)),
      onEvent('order.renewal-failed', 'renewal-dunning', ({ db, now }, { orderId, period }) =>
        dunning.cardFailed(db, orderId, period, now),
      ),
    ],
    schedules: [every('renewal-dunning', HOUR, ({ db, now }) => dunning.run(db, now).then(() => undefined))],
  };
}
