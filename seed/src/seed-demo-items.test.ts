import type { Db } from '@mahir/db';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCESS_CODE, DEMO_ACCOUNTS, DEMO_ORDER_NO, DEMO_SLUGS, seedDemo } from './index';
import { count, courseId, freshDb, userId } from './seed-test-helpers';

describe('demo items the learner screens rely on', () => {
  let db: Db;
  let studentId: number;

  beforeAll(async () => {
    const fresh = await freshDb();
    db = fresh.db;
    await seedDemo(db, { dataDir: fresh.dir });
    studentId = await userId(db, DEMO_ACCOUNTS.student);
  });

  it('links the family, reseller, affiliate and business accounts', async () => {
    const guardian = await db
      .selectFrom('guardians')
      .selectAll()
      .where('user_id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(guardian.email).toBe(DEMO_ACCOUNTS.parent);
    const resellers = await db.selectFrom('resellers').selectAll().orderBy('id').execute();
    const master = resellers.find((r) => r.reseller_code === 'RS0001');
    expect(master).toMatchObject({ status: 'approved', rate: 70, rate_sub: 30 });
    expect(resellers.find((r) => r.reseller_code === 'RS0002')?.parent_id).toBe(master?.id);
    const company = await db
      .selectFrom('companies')
      .selectAll()
      .where('hashslug', '=', DEMO_SLUGS.company)
      .executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('company_users')
      .innerJoin('users', 'users.id', 'company_users.user_id')
      .select(['users.email', 'users.name', 'company_users.role', 'company_users.is_listed'])
      .where('company_id', '=', company.id)
      .execute();
    expect(members.find((m) => m.email === DEMO_ACCOUNTS.hr)?.role).toBe('hr');
    expect(members.find((m) => m.email === DEMO_ACCOUNTS.employee)).toMatchObject({
      role: 'employee',
      is_listed: 1,
    });
    expect(members.filter((m) => m.is_listed === 1).length).toBeGreaterThanOrEqual(15);
    expect(members.some((m) => m.name.length > 40)).toBe(true);
    expect(await count(db, sql`select count(*) as n from affiliate_clicks`)).toBeGreaterThanOrEqual(200);
  });

  it('gives the student the described subscriptions', async () => {
    const subs = await db
      .selectFrom('subscriptions')
      .innerJoin('courses', 'courses.id', 'subscriptions.course_id')
      .select([
        'courses.hashslug',
        'subscriptions.source',
        'subscriptions.order_package_id',
        'subscriptions.next_payment_date',
      ])
      .where('subscriptions.user_id', '=', studentId)
      .where('subscriptions.status', '=', 'active')
      .execute();
    const source = (slug: string) => subs.find((s) => s.hashslug === slug)?.source;
    expect(source(DEMO_SLUGS.videoCourse)).toBe('paid');
    expect(source(DEMO_SLUGS.audioCourse)).toBe('paid');
    expect(source(DEMO_SLUGS.ebookCourse)).toBe('paid');
    expect(source(DEMO_SLUGS.photoCourse)).toBe('paid');
    expect(source(DEMO_SLUGS.reviewCourse)).toBe('paid');
    expect(source(DEMO_SLUGS.freeCourse)).toBe('free');
    const tutor = subs.find((s) => s.hashslug === DEMO_SLUGS.tutorCourse);
    expect(tutor?.source).toBe('package');
    expect(tutor?.order_package_id).not.toBeNull();
    expect(tutor?.next_payment_date).not.toBeNull();
    expect(source(DEMO_SLUGS.closedCourse)).toBeUndefined();
    expect(source(DEMO_SLUGS.lockedCourse)).toBeUndefined();
    const code = await db
      .selectFrom('access_codes')
      .selectAll()
      .where('code', '=', DEMO_ACCESS_CODE)
      .executeTakeFirstOrThrow();
    expect(code.course_id).toBe(await courseId(db, DEMO_SLUGS.closedCourse));
    expect(code.redeemed_by).toBeNull();
  });

  it('shows progress, quizzes, Q&A and feedback on the demo courses', async () => {
    const video = await courseId(db, DEMO_SLUGS.videoCourse);
    expect(await count(db, sql`select count(*) as n from chapters where course_id = ${video}`)).toBe(3);
    const modules = await count(db, sql`select count(*) as n from modules where course_id = ${video}`);
    const watched = await count(
      db,
      sql`select count(*) as n from module_watches where course_id = ${video} and user_id = ${studentId}`,
    );
    expect(watched).toBeGreaterThan(0);
    expect(watched).toBeLessThan(modules);
    const quizzes = await sql<{ position: number; submitted: number }>`select ch.position,
        (select count(*) from quiz_submissions s where s.quiz_id = cq.quiz_id and s.user_id = ${studentId}) as submitted
      from chapter_quizzes cq join chapters ch on ch.id = cq.chapter_id where ch.course_id = ${video} order by ch.position`.execute(
      db,
    );
    expect(quizzes.rows.map((r) => [r.position, Number(r.submitted)])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    const mine = (table: 'feedbacks' | 'discussions', slug: number) =>
      count(
        db,
        sql`select count(*) as n from ${sql.table(table)} where course_id = ${slug} and user_id = ${studentId}`,
      );
    expect(await mine('feedbacks', video)).toBe(1);
    expect(await mine('discussions', video)).toBe(1);
    const review = await courseId(db, DEMO_SLUGS.reviewCourse);
    expect(await mine('feedbacks', review)).toBe(0);
    // The review journey starts from one review of 4 stars (e2e: 4.0, then 3.0 with the student's 2).
    expect(
      await count(db, sql`select count(*) as n from feedbacks where course_id = ${review} and rate = 4`),
    ).toBe(1);
    expect(await count(db, sql`select count(*) as n from feedbacks where course_id = ${review}`)).toBe(1);
    expect(await mine('discussions', review)).toBe(0);
    const locked = await courseId(db, DEMO_SLUGS.lockedCourse);
    expect(
      await count(db, sql`select count(*) as n from feedbacks where course_id = ${locked}`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        db,
        sql`select count(*) as n from discussions where course_id = ${locked} and parent_id is null`,
      ),
    ).toBeGreaterThan(0);
    const unanswered = await count(
      db,
      sql`select count(*) as n from discussions d where d.user_id = ${studentId}
      and d.parent_id is null and not exists (select 1 from discussions r where r.parent_id = d.id)`,
    );
    expect(unanswered).toBeGreaterThanOrEqual(1);
    expect(
      await count(db, sql`select count(*) as n from wishlists where user_id = ${studentId}`),
    ).toBeGreaterThanOrEqual(2);
  });

  it('records the paid package order with its payment', async () => {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('hashslug', '=', DEMO_SLUGS.order)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      type: 'package',
      status: 'paid',
      order_no: DEMO_ORDER_NO,
      user_id: studentId,
    });
    const op = await db
      .selectFrom('order_packages')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(op.student_user_id).toBe(studentId);
    const courses = await db
      .selectFrom('order_package_courses')
      .select('course_id')
      .where('order_package_id', '=', op.id)
      .execute();
    expect(courses.map((c) => c.course_id)).toContain(await courseId(db, DEMO_SLUGS.tutorCourse));
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
      .toISOString()
      .slice(0, 7);
    expect(payment).toMatchObject({ provider: 'senangpay', status: 'paid' });
    expect(payment.next_recurring_date?.slice(0, 7)).toBe(nextMonth);
    const pkg = await db
      .selectFrom('packages')
      .selectAll()
      .where('hashslug', '=', DEMO_SLUGS.package)
      .executeTakeFirstOrThrow();
    const choices = await count(
      db,
      sql`select count(*) as n from courses where sub_category_id = ${pkg.mahir_tutor_category_id}
      and status_id = 1 and is_tutor = 1`,
    );
    expect(choices).toBeGreaterThanOrEqual(4);
  });

  it('covers the current month and the six before with company logins', async () => {
    const now = new Date();
    for (let back = 0; back <= 6; back++) {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
        .toISOString()
        .slice(0, 7);
      const n = await count(
        db,
        sql`select count(*) as n from login_statistics l join company_users cu on cu.user_id = l.user_id
        where cu.company_id = 1 and substr(l.created_at, 1, 7) = ${month}`,
      );
      expect(n, month).toBeGreaterThan(0);
    }
    const silent = await count(
      db,
      sql`select count(*) as n from company_users cu where cu.is_listed = 1
      and not exists (select 1 from login_statistics l where l.user_id = cu.user_id)`,
    );
    expect(silent).toBeGreaterThan(0);
  });
});
