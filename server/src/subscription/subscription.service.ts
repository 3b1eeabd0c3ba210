import { type OrderCourseRow, subscriptionRepository } from '@mahir/db/repositories/subscription.repository';
import { type RouteData, SUBSCRIPTION_TEXT, type subscriptionContract } from '@mahir/shared';
import { stopSubscriptionMode, subscriptionOrderStatus } from '@mahir/shared/rules/subscription-cancel';
import { accessPolicy } from '../access/access-policy';
import type { UserActor } from '../access/actor';
import { enforce } from '../access/enforce';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';

type OrderAnswer = RouteData<typeof subscriptionContract.order>;
type CancelAnswer = RouteData<typeof subscriptionContract.cancel>;
type StopAnswer = RouteData<typeof subscriptionContract.stopSubscription>;

type OrderRow = NonNullable<Awaited<ReturnType<typeof subscriptionRepository.findOrderById>>>;

/** The storefront page of a course. */
export function coursePath(hashslug: string): string {
  return `/course/${hashslug}`;
}

function courseItem(c: OrderCourseRow) {
  return { course: { id: c.id, hashslug: c.hashslug, title: c.title, url: coursePath(c.hashslug) } };
}

/** Subscription orders and their cancellation; stopping course subscriptions and free access. */
export function createSubscriptionService({ db, clock }: ServiceDeps) {
  /** The order by its id or its order number. */
  function findOrder(ref: number | string) {
    return typeof ref === 'number'
      ? subscriptionRepository.findOrderById(db, ref)
      : subscriptionRepository.findOrderByNumber(db, ref);
  }

  /** One of the actor's own subscriptions: 404 when missing, 403 when someone else's. */
  async function ownSubscription(subscriptionId: number, actor: UserActor) {
    const sub = await subscriptionRepository.findSubscription(db, subscriptionId);
    enforce(accessPolicy.changeOwnItem(actor, sub && { ownerId: sub.user_id }));
    if (!sub) throw AppError.notFound();
    return sub;
  }

  return {
    /** The order detail; only its payer or the pupil of its package may see it. */
    async order(hashslug: string, actor: UserActor): Promise<OrderAnswer> {
      const order = await subscriptionRepository.findOrderByHashslug(db, hashslug);
      if (!order) throw AppError.notFound();
      const packages = await subscriptionRepository.orderPackages(db, order.id);
      const facts = orderFacts(order, packages);
      enforce(accessPolicy.seeOrder(actor, facts));
      const isOwner = accessPolicy.cancelOrder(actor, facts) === 'allow';
      const line = packages[0] ?? null;
      const [mahir, vod, payment, request] = await Promise.all([
        line ? subscriptionRepository.packageCourses(db, line.id) : Promise.resolve([]),
        subscriptionRepository.orderCourseLines(db, order.id),
        subscriptionRepository.latestPayment(db, order.id),
        subscriptionRepository.cancellationOf(db, order.id),
      ]);
      return {
        order: {
          order_id: order.order_no,
          id: order.id,
          hashslug: order.hashslug,
          order_package_id: line?.id ?? null,
          package: line ? { id: line.package_id, name: line.package_name } : null,
          mahir_courses: mahir.map(courseItem),
          vod_courses: vod.map(courseItem),
          payment: payment
            ? { created_at: payment.created_at, next_recurring_date: payment.next_recurring_date }
            : null,
          subtotal: order.subtotal,
          status: subscriptionOrderStatus(order.status, request ?? null),
          recurring: isRecurring(order, line !== null),
          can_cancel: isOwner,
        },
        unsubscribe: request ? { req_cancel: request.req_cancel, confirm: request.confirm } : null,
      };
    },

    /**
     * Requests cancellation of a paid subscription order. One request per order: repeating the
     * call answers the existing request (200) and writes nothing.
     */
    async cancel(
      ref: number | string,
      orderPackageId: number | undefined,
      actor: UserActor,
    ): Promise<{ data: CancelAnswer; message: string }> {
      const order = await findOrder(ref);
      if (!order) throw AppError.notFound();
      const packages = await subscriptionRepository.orderPackages(db, order.id);
      // The pupil may look at the order but not cancel what someone else pays for.
      enforce(accessPolicy.cancelOrder(actor, orderFacts(order, packages)));
      const userId = actor.id;
      const line =
        orderPackageId === undefined ? (packages[0] ?? null) : packages.find((p) => p.id === orderPackageId);
      if (line === undefined)
        throw AppError.invalid({ order_package_id: [SUBSCRIPTION_TEXT.packageNotInOrder] });
      const existing = await subscriptionRepository.cancellationOf(db, order.id);
      if (existing) return answer(order.status, existing);
      if (order.status !== 'paid') throw AppError.conflict(SUBSCRIPTION_TEXT.onlyPaidCancellable);
      if (!isRecurring(order, line !== null)) throw AppError.conflict(SUBSCRIPTION_TEXT.nothingToCancel);

      const now = clock().toISOString();
      const outcome = await db.transaction().execute(async (trx) => {
        const created = await subscriptionRepository.createCancellation(trx, {
          orderId: order.id,
          orderPackageId: line?.id ?? null,
          userId,
          now,
        });
        if (!created) return 'raced' as const;
        // The order stays paid (a payment state nothing leaves); the request, the package line and
        // the course subscriptions carry the cancellation.
        if (line) await subscriptionRepository.markPackagePending(trx, line.id);
        await subscriptionRepository.markOrderSubscriptionsPending(trx, order.id);
        return 'created' as const;
      });
      if (outcome === 'raced') {
        const [fresh, request] = await Promise.all([
          subscriptionRepository.findOrderById(db, order.id),
          subscriptionRepository.cancellationOf(db, order.id),
        ]);
        return answer(fresh?.status ?? order.status, request ?? { req_cancel: 1, confirm: 0 });
      }
      return answer(order.status, { req_cancel: 1, confirm: 0 });
    },

    /** Asks to stop one of the user's own bought subscriptions; asking again changes nothing. */
    async stopSubscription(
      subscriptionId: number,
      actor: UserActor,
    ): Promise<{ data: StopAnswer; message: string }> {
      const sub = await ownSubscription(subscriptionId, actor);
      const mode = stopSubscriptionMode({
        source: sub.source,
        status: sub.status,
        isUnsubscribe: sub.is_unsubscribe === 1,
      });
      if (mode === 'stop') await subscriptionRepository.requestStop(db, sub.id);
      else if (mode !== 'pending')
        throw AppError.conflict(
          sub.source === 'free' ? SUBSCRIPTION_TEXT.notFree : SUBSCRIPTION_TEXT.notStoppable,
        );
      return {
        data: { subscribe_id: sub.id, is_unsubscribe: 1, status: 'pending_cancellation' },
        message: SUBSCRIPTION_TEXT.stopRequested,
      };
    },

    /** Ends the user's own free access and answers the course page; ending it twice counts once. */
    async stopFree(
      subscriptionId: number,
      actor: UserActor,
    ): Promise<{ data: { url: string }; message: string }> {
      const sub = await ownSubscription(subscriptionId, actor);
      if (sub.source !== 'free') throw AppError.conflict(SUBSCRIPTION_TEXT.notFree);
      const now = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        if (await subscriptionRepository.end(trx, sub.id, now))
          await subscriptionRepository.decrementSubscribers(trx, sub.course_id);
      });
      return { data: { url: coursePath(sub.course_hashslug) }, message: SUBSCRIPTION_TEXT.accessStopped };
    },
  };
}

/** What the access policy reads of an order: its payer and its packages' pupils. */
function orderFacts(
  order: { user_id: number | null },
  packages: ReadonlyArray<{ student_user_id: number | null }>,
) {
  return {
    ownerId: order.user_id,
    studentIds: packages.flatMap((p) => (p.student_user_id === null ? [] : [p.student_user_id])),
  };
}

/** An order renews when it holds a package or carries a recurring plan; only those can be cancelled. */
function isRecurring(order: Pick<OrderRow, 'recurring_id' | 'type'>, hasPackage: boolean): boolean {
  return hasPackage || order.recurring_id !== null || order.type === 'subscription';
}

/** The cancel answer: the order as it now shows (its payment state and the request) and the request. */
function answer(
  orderState: string,
  request: { req_cancel: number; confirm: number },
): { data: CancelAnswer; message: string } {
  return {
    data: {
      status: subscriptionOrderStatus(orderState, request),
      unsubscribe: { req_cancel: request.req_cancel, confirm: request.confirm },
    },
    message: SUBSCRIPTION_TEXT.cancelRequested,
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
