import { DEMO_ACCESS_CODE } from '@mahir/seed';
import { COURSE_TEXT, type CoursePageData, MSG, type MyCourse } from '@mahir/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { subscribe } from './learning-fixtures';

const PAGE = '/ajax/v2/vod/course/page/';
const ACCESS_CODE = '/ajax/v2/vod/course/access-code';
const EMPLOYEE = '/ajax/v2/vod/course/employee-access';
const STUDENT = '/ajax/v2/vod/course/student-access';
const CART = '/ajax/v2/vod/course/cart';
const MY_COURSES = '/ajax/v2/vod/my-courses';

type Page = { data: CoursePageData };
type Failure = { message: string; errors?: Record<string, string[]> };
type Granted = { data: { url: string }; message: string };

describe.each(dialects())('course page on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let student: TestClient;
  let employee: TestClient;
  let hr: TestClient;

  const courseOf = (hashslug: string) =>
    server.db.selectFrom('courses').selectAll().where('hashslug', '=', hashslug).executeTakeFirstOrThrow();
  const userId = async (email: string) =>
    (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  const activeSubs = async (email: string, courseId: number) =>
    server.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', await userId(email))
      .where('course_id', '=', courseId)
      .where('status', 'in', ['active', 'pending_cancellation'])
      .execute();
  const page = async (client: TestClient, hashslug: string) => {
    const res = await client.get<Page>(`${PAGE}${hashslug}`);
    expect(res.status, hashslug).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, student, employee, hr] = await demoClients(server.url, [null, 'student', 'employee', 'hr']);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows a visitor the video course with its pricing, tutor card and a buy button', async () => {
    const row = await courseOf('demo-video-course');
    const data = await page(visitor, 'demo-video-course');
    expect(data.course).toMatchObject({
      id: row.id,
      hashslug: 'demo-video-course',
      url: '/course/demo-video-course',
      title: row.title,
      kind: 'video',
      category: { id: 1, slug: 'technical' },
      is_tutor: false,
      special_invitation: false,
      total_modules: 9,
      feedback_count: row.feedback_count,
      all_subscribers: row.subscriber_count,
      all_discussions: row.discussion_count,
      preview_mime: 'video/mp4',
    });
    expect(data.course.feedback_rate).toBeCloseTo(row.rating_sum / row.feedback_count, 1);
    const duration = await server.db
      .selectFrom('modules')
      .select((eb) => eb.fn.sum<number>('duration').as('s'))
      .where('course_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(data.course.course_duration).toBe(Number(duration.s));
    expect(data.course.banner).toMatch(/^\/media\/public\/\w+\.jpg$/);
    expect(data.course.preview_url).toMatch(/^\/media\/public\/\w+\.mp4$/);
    expect(data.course.tags.length).toBeGreaterThan(0);
    for (const tag of data.course.tags)
      expect(tag.link).toBe(`/kursus/all?keyword=${encodeURIComponent(tag.name)}`);

    expect(data.pricing).toEqual({
      final_price: 3990,
      sell_price: 4990,
      discount_active: true,
      recurring: false,
      price_in_coins: 40,
      routes: {
        cart: CART,
        special_invitation: ACCESS_CODE,
        employee_access: EMPLOYEE,
        student_access: STUDENT,
        login: '/login?redirect=/course/demo-video-course',
      },
    });
    expect(data.viewer).toMatchObject({
      logged_in: false,
      user_id: null,
      is_subscriber: false,
      can_play: false,
      subscription: null,
      progress: 0,
      access: 'buy',
    });

    const totals = await server.db
      .selectFrom('courses')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('subscriber_count').as('subs'),
        eb.fn.sum<number>('discussion_count').as('disc'),
        eb.fn.sum<number>('feedback_count').as('fb'),
        eb.fn.sum<number>('rating_sum').as('rs'),
      ])
      .where('user_id', '=', row.user_id)
      .where('status_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(data.tutor).toMatchObject({
      id: row.user_id,
      total_tutor_courses: Number(totals.n),
      total_subscribers: Number(totals.subs),
      total_discussions: Number(totals.disc),
      total_reviews: Number(totals.fb),
    });
    expect(data.tutor.tutor_rating).toBeCloseTo(Number(totals.rs) / Number(totals.fb), 1);
    const owner = await server.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    expect(data.tutor.tutor_name).toBe(owner.name);
  });

  it('opens the video course for its subscriber with progress from the watched modules', async () => {
    const row = await courseOf('demo-video-course');
    const data = await page(student, 'demo-video-course');
    const watched = await server.db
      .selectFrom('module_watches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', await userId('student@demo.my'))
      .where('course_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(Number(watched.n)).toBe(4);
    expect(data.viewer).toMatchObject({
      logged_in: true,
      is_subscriber: true,
      can_play: true,
      progress: Math.round((4 / 9) * 100),
      access: 'open',
      can_wishlist: true,
    });
    expect(data.viewer.subscription).toMatchObject({
      source: 'paid',
      status: 'active',
      isUnsubscribe: false,
    });
  });

  it('sends a visitor of a tutor course to log in and prices it per month', async () => {
    const data = await page(visitor, 'demo-tutor-course');
    expect(data.viewer.access).toBe('login');
    expect(data.pricing).toMatchObject({ recurring: true, final_price: 3000, price_in_coins: 30 });
    expect(data.pricing.routes.login).toBe('/login?redirect=/course/demo-tutor-course');
  });

  it('applies the tutor plan: subscribed, same-category student, and other logged-in users', async () => {
    expect((await page(student, 'demo-tutor-course')).viewer.access).toBe('open');
    const tutor = await courseOf('demo-tutor-course');
    const studentId = await userId('student@demo.my');
    const listed = await server.db
      .selectFrom('order_package_courses')
      .innerJoin('order_packages', 'order_packages.id', 'order_package_courses.order_package_id')
      .select('order_package_courses.course_id')
      .where('order_packages.student_user_id', '=', studentId)
      .execute();
    const sameCategory = await server.db
      .selectFrom('courses')
      .select(['id', 'hashslug'])
      .where('sub_category_id', '=', tutor.sub_category_id)
      .where('status_id', '=', 1)
      .execute();
    const other = sameCategory.find((c) => !listed.some((l) => l.course_id === c.id));
    if (!other) throw new Error('the demo package should leave a course of its category unchosen');
    expect(await activeSubs('student@demo.my', other.id)).toHaveLength(0);
    expect((await page(student, other.hashslug)).viewer.access).toBe('student_buy');
    expect((await page(employee, 'demo-tutor-course')).viewer.access).toBe('subscribe');
    const parent = await clientFor(server.url, 'parent@demo.my');
    expect((await page(parent, 'demo-tutor-course')).viewer.access).toBe('subscribe');
  });

  it('gives employees the business button and HR users the disabled one', async () => {
    expect((await page(employee, 'demo-locked-course')).viewer.access).toBe('business');
    expect((await page(hr, 'demo-locked-course')).viewer.access).toBe('business_disabled');
    expect((await page(student, 'demo-locked-course')).viewer.access).toBe('buy');
  });

  it('asks for an access code on the closed course, from visitors and students alike', async () => {
    expect((await page(visitor, 'demo-closed-course')).viewer.access).toBe('access_code');
    expect((await page(student, 'demo-closed-course')).viewer.access).toBe('access_code');
    expect((await page(employee, 'demo-closed-course')).viewer.access).toBe('access_code');
  });

  it('never lets an inactive tutor course play, even for a subscriber', async () => {
    const row = await courseOf('demo-inactive-tutor-course');
    const before = await page(student, 'demo-inactive-tutor-course');
    expect(before.course.is_active).toBe(false);
    expect(before.viewer).toMatchObject({ access: 'subscribe', can_play: false });
    expect((await page(visitor, 'demo-inactive-tutor-course')).viewer.access).toBe('login');
    await subscribe(server.db, await userId('student@demo.my'), row.id);
    const after = await page(student, 'demo-inactive-tutor-course');
    expect(after.viewer).toMatchObject({ access: 'open', is_subscriber: true, can_play: false });
  });

  it('hides unpublished courses from everyone but their tutor and admins', async () => {
    const notFound = await visitor.get<Failure>(`${PAGE}demo-pending-course`);
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe(COURSE_TEXT.notFound);
    expect((await student.get(`${PAGE}demo-pending-course`)).status).toBe(404);
    expect((await student.get(`${PAGE}demo-rejected-course`)).status).toBe(404);
    const otherTutor = await clientFor(server.url, 'chong.kahwai@demo.my');
    expect((await otherTutor.get(`${PAGE}demo-pending-course`)).status).toBe(404);
    const owner = await clientFor(server.url, 'tutor@demo.my');
    expect((await page(owner, 'demo-pending-course')).course.hashslug).toBe('demo-pending-course');
    const admin = await clientFor(server.url, 'admin@demo.my');
    expect((await page(admin, 'demo-pending-course')).course.hashslug).toBe('demo-pending-course');
    expect((await visitor.get(`${PAGE}no-such-course`)).status).toBe(404);
  });

  it('refuses a wrong access code with the field message and writes nothing', async () => {
    const row = await courseOf('demo-closed-course');
    const codesBefore = await server.db.selectFrom('access_codes').selectAll().orderBy('id').execute();
    const res = await student.post<Failure>(
      ACCESS_CODE,
      { course_id: row.id, access_code: 'SALAH123' },
      { form: true },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ access_code: [MSG.accessCodeInvalid] });
    const blank = await student.post<Failure>(
      ACCESS_CODE,
      { course_id: row.id, access_code: '  ' },
      { form: true },
    );
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.access_code).toEqual([COURSE_TEXT.accessCodeRequired]);
    const redeemed = await student.post<Failure>(
      ACCESS_CODE,
      { course_id: row.id, access_code: 'NUSANTARA01' },
      { form: true },
    );
    expect(redeemed.status).toBe(422);
    expect(await server.db.selectFrom('access_codes').selectAll().orderBy('id').execute()).toEqual(
      codesBefore,
    );
    expect(await activeSubs('student@demo.my', row.id)).toHaveLength(0);
    expect((await courseOf('demo-closed-course')).subscriber_count).toBe(row.subscriber_count);
  });

  it('refuses access codes from visitors, without CSRF, and on courses that take none', async () => {
    const row = await courseOf('demo-closed-course');
    const body = { course_id: row.id, access_code: DEMO_ACCESS_CODE };
    expect((await visitor.post(ACCESS_CODE, body, { form: true })).status).toBe(401);
    expect((await student.post(ACCESS_CODE, body, { form: true, csrf: null })).status).toBe(419);
    const locked = await courseOf('demo-locked-course');
    const open = await student.post<Failure>(ACCESS_CODE, { ...body, course_id: locked.id }, { form: true });
    expect(open.status).toBe(403);
    expect((await student.post(ACCESS_CODE, { ...body, course_id: 'abc' }, { form: true })).status).toBe(422);
    expect((await student.post(ACCESS_CODE, { ...body, course_id: 999999 }, { form: true })).status).toBe(
      404,
    );
    expect(await activeSubs('student@demo.my', row.id)).toHaveLength(0);
  });

  it('redeems the right code once: one subscription, the code used, then 409', async () => {
    const row = await courseOf('demo-closed-course');
    const body = { course_id: row.id, access_code: DEMO_ACCESS_CODE.toLowerCase() };
    const res = await student.post<Granted>(ACCESS_CODE, body, { form: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { url: '/course/demo-closed-course' }, message: MSG.accessGranted });
    const subs = await activeSubs('student@demo.my', row.id);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ source: 'access_code', status: 'active' });
    const code = await server.db
      .selectFrom('access_codes')
      .selectAll()
      .where('code', '=', DEMO_ACCESS_CODE)
      .executeTakeFirstOrThrow();
    expect(code.redeemed_by).toBe(await userId('student@demo.my'));
    expect((await courseOf('demo-closed-course')).subscriber_count).toBe(row.subscriber_count + 1);

    const again = await student.post<Failure>(ACCESS_CODE, body, { form: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(COURSE_TEXT.alreadySubscribed);
    expect(await activeSubs('student@demo.my', row.id)).toHaveLength(1);
    expect((await page(student, 'demo-closed-course')).viewer).toMatchObject({
      access: 'open',
      can_play: true,
    });
  });

  it('grants business access to employees only, once', async () => {
    const row = await courseOf('demo-locked-course');
    const hrRes = await hr.post<Failure>(EMPLOYEE, { course_id: row.id }, { form: true });
    expect(hrRes.status).toBe(403);
    expect(hrRes.body.message).toBe(COURSE_TEXT.hrCannotTake);
    expect((await student.post(EMPLOYEE, { course_id: row.id }, { form: true })).status).toBe(403);
    expect((await visitor.post(EMPLOYEE, { course_id: row.id }, { form: true })).status).toBe(401);
    const tutor = await courseOf('demo-tutor-course');
    expect((await employee.post(EMPLOYEE, { course_id: tutor.id }, { form: true })).status).toBe(403);
    expect(await activeSubs('hr@demo.my', row.id)).toHaveLength(0);

    const res = await employee.post<Granted>(
      EMPLOYEE,
      { course_id: row.id, affiliate_id: '' },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe('/course/demo-locked-course');
    const subs = await activeSubs('employee@demo.my', row.id);
    expect(subs).toHaveLength(1);
    expect(subs[0]?.source).toBe('business');
    expect((await courseOf('demo-locked-course')).subscriber_count).toBe(row.subscriber_count + 1);
    expect((await employee.post(EMPLOYEE, { course_id: row.id }, { form: true })).status).toBe(409);
    expect(await activeSubs('employee@demo.my', row.id)).toHaveLength(1);
    expect((await page(employee, 'demo-locked-course')).viewer.access).toBe('open');
  });

  it('keeps on a plan access the affiliate whose link was followed, never one a body names alone', async () => {
    const audio = await courseOf('demo-audio-course');
    const forged = await employee.post<Granted>(
      EMPLOYEE,
      { course_id: audio.id, affiliate_id: 1 },
      { form: true },
    );
    expect(forged.status).toBe(200);
    expect((await activeSubs('employee@demo.my', audio.id))[0]?.affiliate_id).toBeNull();

    const visit = await fetch(`${server.url}/a/MEILING26`, {
      redirect: 'manual',
      headers: { Cookie: employee.cookie },
    });
    const link = visit.headers
      .getSetCookie()
      .find((c) => c.startsWith('mahir_aff='))
      ?.split(';')[0];
    expect(link).toBe('mahir_aff=1');
    const session = employee.cookie;
    employee.cookie = `${session}; ${link}`;
    const ebook = await courseOf('demo-ebook');
    const res = await employee.post<Granted>(
      EMPLOYEE,
      { course_id: ebook.id, affiliate_id: 1 },
      { form: true },
    );
    employee.cookie = session;
    expect(res.status).toBe(200);
    expect((await activeSubs('employee@demo.my', ebook.id))[0]?.affiliate_id).toBe(1);
  });

  it('writes one subscription when the same grant arrives several times at once', async () => {
    const row = await courseOf('demo-review-course');
    const answers = await Promise.all(
      [1, 2, 3].map(() => employee.post(EMPLOYEE, { course_id: row.id }, { form: true })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await activeSubs('employee@demo.my', row.id)).toHaveLength(1);
    expect((await courseOf('demo-review-course')).subscriber_count).toBe(row.subscriber_count + 1);
  });

  it('grants a student the tutor course their package lists, and only that', async () => {
    const row = await courseOf('demo-tutor-course');
    const studentId = await userId('student@demo.my');
    await server.db
      .updateTable('subscriptions')
      .set({ status: 'cancelled', ended_at: new Date().toISOString() })
      .where('user_id', '=', studentId)
      .where('course_id', '=', row.id)
      .execute();
    expect((await page(student, 'demo-tutor-course')).viewer.access).toBe('student_access');
    expect((await employee.post(STUDENT, { course_id: row.id }, { form: true })).status).toBe(403);
    const video = await courseOf('demo-locked-course');
    expect((await student.post(STUDENT, { course_id: video.id }, { form: true })).status).toBe(403);

    // As the storefront sends it (spec 001 §7): affiliate_id always present, empty with no link followed.
    const res = await student.post<Granted>(STUDENT, { course_id: row.id, affiliate_id: '' }, { form: true });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe('/course/demo-tutor-course');
    const subs = await activeSubs('student@demo.my', row.id);
    expect(subs).toHaveLength(1);
    const pkg = await server.db
      .selectFrom('order_packages')
      .selectAll()
      .where('student_user_id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(subs[0]).toMatchObject({ source: 'student', order_package_id: pkg.id, order_id: pkg.order_id });
    expect(subs[0]?.next_payment_date).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect((await student.post(STUDENT, { course_id: row.id }, { form: true })).status).toBe(409);
    expect(await activeSubs('student@demo.my', row.id)).toHaveLength(1);
  });

  it('adds a course to the subscription cart once, however often it is asked', async () => {
    const row = await courseOf('demo-review-course');
    const parent = await clientFor(server.url, 'parent@demo.my');
    const first = await parent.post<Granted>(CART, { course_id: row.id }, { form: true });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { url: '/cart' }, message: COURSE_TEXT.cartAdded });
    expect((await parent.post(CART, { course_id: row.id }, { form: true })).status).toBe(200);
    const parentId = await userId('parent@demo.my');
    const carts = await server.db
      .selectFrom('carts')
      .selectAll()
      .where('owner_key', '=', `user:${parentId}`)
      .execute();
    expect(carts).toHaveLength(1);
    expect(carts[0]).toMatchObject({ type: 'subscription', user_id: parentId });
    const items = await server.db
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', carts[0]?.id ?? 0)
      .execute();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      item_type: 'course',
      item_id: row.id,
      price: 4990,
      quantity: 1,
      discount: 0,
    });
  });

  it('refuses the cart to visitors, subscribers, closed courses and bad input', async () => {
    const video = await courseOf('demo-video-course');
    const closed = await courseOf('demo-closed-course');
    const cartsBefore = await server.db.selectFrom('cart_items').select('id').execute();
    expect((await visitor.post(CART, { course_id: video.id }, { form: true })).status).toBe(401);
    const subscribed = await student.post<Failure>(CART, { course_id: video.id }, { form: true });
    expect(subscribed.status).toBe(409);
    expect(subscribed.body.message).toBe(COURSE_TEXT.alreadySubscribed);
    expect((await hr.post(CART, { course_id: closed.id }, { form: true })).status).toBe(403);
    const bad = await student.post<Failure>(CART, {}, { form: true });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['course_id']);
    expect(await server.db.selectFrom('cart_items').select('id').execute()).toEqual(cartsBefore);
  });

  it('lists the student’s courses with progress that matches the watched modules', async () => {
    expect((await visitor.get(MY_COURSES)).status).toBe(401);
    const res = await student.get<{ data: { courses: MyCourse[] } }>(MY_COURSES);
    expect(res.status).toBe(200);
    const courses = res.body.data.courses;
    const slugs = courses.map((c) => c.hashslug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of ['demo-video-course', 'demo-tutor-course', 'demo-free-course', 'demo-ebook'])
      expect(slugs).toContain(slug);
    expect(slugs).not.toContain('demo-locked-course');

    const studentId = await userId('student@demo.my');
    const counts = await sql<{ course_id: number; total: number; watched: number }>`
      select m.course_id, count(*) as total,
        sum(case when exists (select 1 from module_watches w where w.module_id = m.id and w.user_id = ${studentId})
          then 1 else 0 end) as watched
      from modules m group by m.course_id`.execute(server.db);
    const byCourse = new Map(counts.rows.map((r) => [Number(r.course_id), r]));
    for (const c of courses) {
      const r = byCourse.get(c.id);
      const expected = r ? Math.round((Number(r.watched) / Number(r.total)) * 100) : 0;
      expect(c.progress, c.hashslug).toBe(expected);
      expect(c.url).toBe(`/course/${c.hashslug}`);
    }
    expect(courses.find((c) => c.hashslug === 'demo-video-course')).toMatchObject({
      progress: 44,
      watched_modules: 4,
      total_modules: 9,
      status: 'active',
      source: 'paid',
    });
  });
});
