import type { Clock } from './clock';
import type { SeededCourse, SeededCourses } from './courses.seed';
import type { Ledger } from './ledger';
import type { Buyer, LineSpec, OrderBook, OrderSpec } from './order-book';
import type { SeededPartners } from './partners.seed';
import type { Rng } from './random';
import type { SeededUsers } from './users.seed';

/** A seeded subscription package. */
export interface SeededPackage {
  id: number;
  name: string;
  price: number;
  recurringId: string;
  subCategoryId: number;
  total: number;
  coin: number;
}

/** Everything the purchase seeding steps share. */
export interface CommerceCtx {
  rng: Rng;
  clock: Clock;
  book: OrderBook;
  ledger: Ledger;
  buyers: Map<number, Buyer>;
  users: SeededUsers;
  partners: SeededPartners;
  courses: SeededCourses;
  packages: SeededPackage[];
}

/** The billing details of a user. */
export function buyerOf(ctx: CommerceCtx, userId: number): Buyer {
  const buyer = ctx.buyers.get(userId);
  if (!buyer) throw new Error(`seed: no user ${userId}`);
  return buyer;
}

/** An order line for a course at its current price and discount. */
export function courseLine(course: SeededCourse): LineSpec {
  return {
    type: 'course',
    id: course.id,
    name: course.spec.title,
    unitPrice: course.sellPrice,
    discount: course.discount,
  };
}

/** A course by its fixed hashslug. */
export function courseBySlug(ctx: CommerceCtx, slug: string): SeededCourse {
  const course = ctx.courses.bySlug.get(slug);
  if (!course) throw new Error(`seed: no course ${slug}`);
  return course;
}

/** Published, active tutor courses of a sub-category, in id order. */
export function tutorCoursesOf(ctx: CommerceCtx, subCategoryId: number): SeededCourse[] {
  return ctx.courses.list.filter(
    (c) => c.status === 1 && c.isTutor && c.subCategoryId === subCategoryId && !c.spec.inactive,
  );
}

/** Published courses anyone can buy outright: priced, not tutor plans, not invitation-only. */
export function buyableCourses(ctx: CommerceCtx): SeededCourse[] {
  return ctx.courses.list.filter((c) => c.status === 1 && !c.isTutor && !c.spec.special && c.finalPrice > 0);
}

/** The order fields a seeding step chooses; the helpers below set the kind, status and lines. */
type OrderFacts = Omit<OrderSpec, 'type' | 'status' | 'lines' | 'method' | 'recurringId'>;

/** A paid order of courses with the buyer's own subscription to each: buying courses outright. */
export function paidCourseOrder(ctx: CommerceCtx, facts: OrderFacts, courses: readonly SeededCourse[]) {
  const order = ctx.book.addOrder({
    ...facts,
    type: 'course',
    status: 'paid',
    lines: courses.map(courseLine),
  });
  for (const c of courses)
    ctx.book.subscribe({
      userId: facts.buyer.id,
      courseId: c.id,
      source: 'paid',
      orderId: order.id,
      startedAt: facts.createdAt,
    });
  return order;
}

/**
 * A paid monthly package order: its package line with the chosen courses for the student, and the
 * package's coin bonus to `bonusTo` (the buyer).
 */
export function paidPackageOrder(
  ctx: CommerceCtx,
  facts: OrderFacts,
  p: { pkg: SeededPackage; studentId: number; courses: readonly SeededCourse[]; bonusTo: number },
) {
  const { pkg } = p;
  const order = ctx.book.addOrder({
    ...facts,
    type: 'package',
    status: 'paid',
    method: 'senangpay_recurring',
    recurringId: pkg.recurringId,
    lines: [{ type: 'package', id: pkg.id, name: pkg.name, unitPrice: pkg.price }],
  });
  ctx.book.addPackageLine({
    order,
    packageId: pkg.id,
    studentId: p.studentId,
    courses: p.courses,
    startedAt: facts.createdAt,
  });
  ctx.ledger.add(p.bonusTo, 'coin', pkg.coin, 'Bonus pakej langganan', facts.createdAt, ['order', order.id]);
  return order;
}
