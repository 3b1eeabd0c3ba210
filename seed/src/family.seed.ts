import { addMonths } from './clock';
import {
  buyerOf,
  type CommerceCtx,
  courseBySlug,
  courseLine,
  paidCourseOrder,
  paidPackageOrder,
  tutorCoursesOf,
} from './commerce-context';
import { DEMO_ORDER_NO, DEMO_SLUGS } from './demo-keys';

/** student@demo.my, the sibling and parent@demo.my: the purchases the learner screens show. */
export function seedFamilyPurchases(ctx: CommerceCtx): void {
  const { book, clock, ledger, users } = ctx;
  const student = users.account.student;
  const parent = users.account.parent;
  const s = buyerOf(ctx, student);
  const parentBilling = buyerOf(ctx, parent);

  const video = courseBySlug(ctx, DEMO_SLUGS.videoCourse);
  const review = courseBySlug(ctx, DEMO_SLUGS.reviewCourse);
  const first = clock.ago(62.3);
  const o1 = paidCourseOrder(ctx, { buyer: s, createdAt: first }, [video, review]);
  ledger.add(student, 'point', 20, 'Ganjaran pembelian', first, ['order', o1.id]);

  // The package order: paid monthly for two months and again this month, next payment next month.
  const pkg = ctx.packages[0];
  if (!pkg) throw new Error('seed: no package');
  const start = new Date(addMonths(clock.now, -2).getTime() - 60_000).toISOString();
  const tutorCourse = courseBySlug(ctx, DEMO_SLUGS.tutorCourse);
  const chosen = [
    tutorCourse,
    ...tutorCoursesOf(ctx, pkg.subCategoryId)
      .filter((c) => c.id !== tutorCourse.id)
      .slice(0, pkg.total - 1),
  ];
  paidPackageOrder(
    ctx,
    {
      buyer: { ...parentBilling, id: student },
      createdAt: start,
      hashslug: DEMO_SLUGS.order,
      orderNo: DEMO_ORDER_NO,
    },
    { pkg, studentId: student, courses: chosen, bonusTo: student },
  );

  const coinAt = clock.ago(45.6);
  const coinOrder = book.addOrder({
    buyer: s,
    type: 'coin',
    status: 'paid',
    createdAt: coinAt,
    lines: [{ type: 'coin_package', id: 1, name: '100 Mahir Coins', unitPrice: 10_000 }],
  });
  ledger.add(student, 'coin', 100, 'Pembelian Mahir Coins', coinAt, ['order', coinOrder.id]);

  const digital = [DEMO_SLUGS.audioCourse, DEMO_SLUGS.ebookCourse, DEMO_SLUGS.photoCourse].map((slug) =>
    courseBySlug(ctx, slug),
  );
  const digitalAt = clock.ago(30.2);
  const o2 = paidCourseOrder(ctx, { buyer: s, createdAt: digitalAt, coinsUsed: 30 }, digital);
  ledger.add(student, 'coin', -30, 'Penebusan Mahir Coins', digitalAt, ['order', o2.id]);
  ledger.add(student, 'point', 10, 'Ganjaran pembelian', digitalAt, ['order', o2.id]);

  const free = courseBySlug(ctx, DEMO_SLUGS.freeCourse);
  book.subscribe({ userId: student, courseId: free.id, source: 'free', startedAt: clock.ago(20.5) });

  // parent@demo.my pays the sibling's SPM package and has an unpaid order waiting.
  const spm = ctx.packages[1];
  if (!spm) throw new Error('seed: no SPM package');
  const spmAt = clock.ago(40.1);
  paidPackageOrder(
    ctx,
    { buyer: parentBilling, createdAt: spmAt },
    {
      pkg: spm,
      studentId: users.sibling,
      courses: tutorCoursesOf(ctx, spm.subCategoryId).slice(0, spm.total),
      bonusTo: parent,
    },
  );
  const notes = ctx.courses.list.find(
    (c) =>
      c.categoryId === 7 && c.status === 1 && c.spec.sub === 'buku-teks' && c.ownerId !== users.tutors.tutor,
  );
  if (notes) {
    book.addOrder({
      buyer: parentBilling,
      type: 'course',
      status: 'pending_payment',
      createdAt: clock.ago(0.8),
      hashslug: DEMO_SLUGS.pendingOrder,
      lines: [courseLine(notes)],
    });
  }
}
