import { plusDays } from './clock';
import {
  buyableCourses,
  buyerOf,
  type CommerceCtx,
  courseBySlug,
  courseLine,
  tutorCoursesOf,
} from './commerce-context';
import type { SeededCourse } from './courses.seed';
import { DEMO_SLUGS } from './demo-keys';

/** Purchases of the generated pupils, business-plan access of employees and organization members. */
export function seedOtherPurchases(ctx: CommerceCtx): void {
  seedPupilPurchases(ctx);
  seedBusinessAccess(ctx);
  for (const r of ctx.courses.redemptions) {
    ctx.book.subscribe({ userId: r.userId, courseId: r.courseId, source: 'access_code', startedAt: r.at });
  }
}

function seedPupilPurchases(ctx: CommerceCtx): void {
  const { rng, clock, book, ledger, users, partners } = ctx;
  const buyable = buyableCourses(ctx);
  const locked = courseBySlug(ctx, DEMO_SLUGS.lockedCourse);
  const video = courseBySlug(ctx, DEMO_SLUGS.videoCourse);
  const free = ctx.courses.list.filter((c) => c.status === 1 && c.spec.free);
  const tutorCourses = ctx.courses.list.filter((c) => c.status === 1 && c.isTutor && !c.spec.inactive);
  const { master, sub, subs } = partners.resellers;
  let cancellations = 0;

  users.students.forEach((userId, i) => {
    const buyer = buyerOf(ctx, userId);
    const days = ((i * 3) % 180) + rng.next();
    const at = clock.ago(days);
    const resellerId =
      i % 4 === 0
        ? master
        : i % 4 === 1
          ? sub
          : i % 8 === 2
            ? (subs[0] ?? null)
            : i % 8 === 6
              ? (subs[1] ?? null)
              : null;
    const affiliateId = i % 5 === 3 ? partners.affiliateId : null;
    const picks = new Map<number, SeededCourse>(rng.sample(buyable, rng.int(1, 3)).map((c) => [c.id, c]));
    if (i < 10) picks.set(locked.id, locked);
    if (i % 3 === 0) picks.set(video.id, video);
    const abandoned = i % 15 === 14;
    const order = book.addOrder({
      buyer,
      type: 'course',
      status: abandoned ? 'pending_payment' : 'paid',
      createdAt: at,
      resellerId,
      affiliateId,
      method: rng.chance(0.8) ? 'senangpay' : 'paypal',
      lines: [...picks.values()].map(courseLine),
    });
    if (!abandoned) {
      for (const c of picks.values())
        book.subscribe({ userId, courseId: c.id, source: 'paid', orderId: order.id, startedAt: at });
      if (rng.chance(0.5))
        ledger.add(userId, 'point', rng.int(5, 25), 'Ganjaran pembelian', at, ['order', order.id]);
    }
    if (i % 3 === 1) {
      const course = rng.pick(free);
      book.subscribe({ userId, courseId: course.id, source: 'free', startedAt: clock.ago(days + 2) });
    }

    if (i % 4 === 2) {
      const pkg = i % 8 === 2 ? ctx.packages[0] : ctx.packages[1];
      if (!pkg) return;
      const pkgAt = clock.ago(((i * 5) % 150) + 1 + rng.next());
      // Three requests wait for an admin (the sidebar badge and approval list) and one is approved.
      const cancel = cancellations < 4 ? cancellations++ : -1;
      const requested = cancel === 0 || cancel >= 2;
      const pkgOrder = book.addOrder({
        buyer,
        type: 'package',
        status: 'paid',
        ...(requested ? { cancellation: 'requested' as const } : {}),
        ...(cancel === 1 ? { cancellation: 'confirmed' as const } : {}),
        createdAt: pkgAt,
        method: 'senangpay_recurring',
        recurringId: pkg.recurringId,
        resellerId,
        lines: [{ type: 'package', id: pkg.id, name: pkg.name, unitPrice: pkg.price }],
      });
      const chosen = rng.sample(tutorCoursesOf(ctx, pkg.subCategoryId), pkg.total);
      const op = book.addPackageLine({
        order: pkgOrder,
        packageId: pkg.id,
        studentId: userId,
        courses: chosen,
        startedAt: pkgAt,
        status: cancel === 1 ? 'cancelled' : requested ? 'pending_cancellation' : 'active',
        endedAt: cancel === 1 ? plusDays(pkgAt, 20) : undefined,
      });
      ledger.add(userId, 'coin', pkg.coin, 'Bonus pakej langganan', pkgAt, ['order', pkgOrder.id]);
      if (requested) book.requestCancel(pkgOrder.id, op, userId, clock.ago(0.5 + cancel), null);
      if (cancel === 1) book.requestCancel(pkgOrder.id, op, userId, plusDays(pkgAt, 18), plusDays(pkgAt, 20));
    } else if (i % 4 === 3 || i % 6 === 5) {
      const course = rng.pick(tutorCourses);
      const subAt = clock.ago(((i * 7) % 170) + 1 + rng.next());
      const subOrder = book.addOrder({
        buyer,
        type: 'subscription',
        status: 'paid',
        createdAt: subAt,
        method: 'senangpay_recurring',
        recurringId: course.recurringId,
        resellerId,
        lines: [courseLine(course)],
      });
      book.subscribe({
        userId,
        courseId: course.id,
        source: 'paid',
        orderId: subOrder.id,
        startedAt: subAt,
        next: subOrder.next,
      });
    }
  });
}

function seedBusinessAccess(ctx: CommerceCtx): void {
  const { rng, clock, book, users } = ctx;
  const published = ctx.courses.list.filter(
    (c) => c.status === 1 && !c.isTutor && c.categoryId <= 4 && !c.spec.special,
  );
  const byTitle = (prefix: string) => published.find((c) => c.spec.title.startsWith(prefix));
  const plan = ['Kepimpinan Pasukan', 'Cybersecurity Awareness', 'Pengurusan Masa', 'Bookkeeping']
    .map(byTitle)
    .filter((c): c is SeededCourse => c !== undefined);
  const grant = (userId: number, courses: SeededCourse[]) => {
    for (const c of courses)
      book.subscribe({
        userId,
        courseId: c.id,
        source: 'business',
        startedAt: clock.ago(rng.int(100, 200) + rng.next()),
      });
  };
  grant(users.account.employee, plan.slice(0, 2));
  for (const id of [...users.employees, ...users.company2.employees])
    grant(id, rng.sample(plan, rng.int(1, 3)));
  // Organization members learn in every language, so the per-language statistics have data.
  for (const id of users.orgMembers.flat()) grant(id, rng.sample(published, rng.int(1, 3)));
}
