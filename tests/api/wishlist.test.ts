import { DEMO_SLUGS } from '@mahir/seed';
import type { WishlistItem } from '@mahir/shared';
import { plainExcerpt } from '@mahir/shared/rules/course-card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

describe.each(dialects())('wishlist on %s', (dialect) => {
  let server: TestServer;
  let student: TestClient;
  let studentId: number;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    student = await clientFor(server.url, 'student@demo.my');
    studentId = await userId('student@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  async function userId(email: string): Promise<number> {
    const row = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function courseId(hashslug: string): Promise<number> {
    const row = await server.db
      .selectFrom('courses')
      .select('id')
      .where('hashslug', '=', hashslug)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const rowsOf = (user: number, course?: number) => {
    let q = server.db.selectFrom('wishlists').select(['id', 'course_id']).where('user_id', '=', user);
    if (course !== undefined) q = q.where('course_id', '=', course);
    return q.execute();
  };
  const toggle = (client: TestClient, body: Record<string, unknown>) =>
    client.post<{ data: { wishlist_status: boolean } } & ErrorBody>('/ajax/v2/vod/wishlist/update', body, {
      form: true,
    });

  it('toggles a course on and off the wishlist, writing and deleting the row', async () => {
    const course = await courseId(DEMO_SLUGS.videoCourse);
    expect(await rowsOf(studentId, course)).toHaveLength(0);
    const on = await toggle(student, { course_id: course, user_id: studentId });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ wishlist_status: true });
    expect(await rowsOf(studentId, course)).toHaveLength(1);
    const off = await toggle(student, { course_id: course, user_id: studentId });
    expect(off.body.data).toEqual({ wishlist_status: false });
    expect(await rowsOf(studentId, course)).toHaveLength(0);
  });

  it('refuses another user’s user_id with 403 and writes nothing', async () => {
    const course = await courseId(DEMO_SLUGS.audioCourse);
    const parent = await userId('parent@demo.my');
    const res = await toggle(student, { course_id: course, user_id: parent });
    expect(res.status).toBe(403);
    expect(await rowsOf(parent, course)).toHaveLength(0);
    expect(await rowsOf(studentId, course)).toHaveLength(0);
  });

  it('refuses users without the wishlist flag with 403', async () => {
    const email = 'mohdfaris.ibrahim@demo.my';
    const user = await server.db
      .selectFrom('users')
      .select(['id', 'can_wishlist'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.can_wishlist).toBe(0);
    const client = await clientFor(server.url, email);
    const res = await toggle(client, { course_id: await courseId(DEMO_SLUGS.audioCourse), user_id: user.id });
    expect(res.status).toBe(403);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('needs a login for every wishlist route', async () => {
    const visitor = await clientFor(server.url);
    expect((await toggle(visitor, { course_id: 1, user_id: studentId })).status).toBe(401);
    expect((await visitor.get('/ajax/v2/wishlist/index')).status).toBe(401);
    expect((await visitor.post('/ajax/v2/wishlist/destroy', { id: 1 }, { form: true })).status).toBe(401);
  });

  it('answers 422 for bad input and 404 for a course that is not published, writing nothing', async () => {
    const before = await rowsOf(studentId);
    const bad = await toggle(student, { course_id: 'abc', user_id: studentId });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.course_id).toBeDefined();
    const missing = await toggle(student, { course_id: await courseId(DEMO_SLUGS.videoCourse) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.user_id).toBeDefined();
    expect((await toggle(student, { course_id: 999_999, user_id: studentId })).status).toBe(404);
    const pending = await courseId(DEMO_SLUGS.pendingCourse);
    expect((await toggle(student, { course_id: pending, user_id: studentId })).status).toBe(404);
    expect(await rowsOf(studentId)).toEqual(before);
  });

  it('lists the user’s items newest first with the course, banner, author and counts', async () => {
    const res = await student.get<{ data: WishlistItem[] }>('/ajax/v2/wishlist/index');
    expect(res.status).toBe(200);
    const expected = await server.db
      .selectFrom('wishlists as w')
      .innerJoin('courses as c', 'c.id', 'w.course_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .innerJoin('media_files as m', 'm.id', 'c.banner_media_id')
      .select([
        'w.id',
        'c.hashslug',
        'c.title',
        'c.content',
        'c.subscriber_count',
        'c.discussion_count',
        'u.name',
        'm.hashslug as banner',
        'm.extension',
      ])
      .where('w.user_id', '=', studentId)
      .orderBy('w.created_at', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(1);
    expect(res.body.data).toEqual(
      expected.map((r) => ({
        id: r.id,
        url: `/course/${r.hashslug}`,
        banner: `/media/public/${r.banner}.${r.extension}`,
        course: { title: r.title, desc: plainExcerpt(r.content, 160) },
        author: r.name,
        subscribers: r.subscriber_count,
        discussions: r.discussion_count,
      })),
    );
    expect(res.body.data[0]?.course.desc).not.toMatch(/<[a-z]/);
  });

  it('removes only the user’s own items: 403 for someone else’s, 404 for none, 422 for garbage', async () => {
    const other = await userId('luqmannulhakim.yusof@demo.my');
    const [theirs] = await rowsOf(other);
    expect(theirs).toBeDefined();
    if (!theirs) return;
    const refused = await student.post('/ajax/v2/wishlist/destroy', { id: theirs.id }, { form: true });
    expect(refused.status).toBe(403);
    expect(await rowsOf(other)).toHaveLength(1);
    expect((await student.post('/ajax/v2/wishlist/destroy', { id: 999_999 }, { form: true })).status).toBe(
      404,
    );
    expect((await student.post('/ajax/v2/wishlist/destroy', { id: 'abc' }, { form: true })).status).toBe(422);

    const [mine] = await rowsOf(studentId);
    if (!mine) throw new Error('the student has no wishlist item');
    const count = (await rowsOf(studentId)).length;
    const removed = await student.post<{ data: { id: number }; message: string }>(
      '/ajax/v2/wishlist/destroy',
      { id: mine.id },
      { form: true },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: mine.id });
    expect(removed.body.message).toBeTruthy();
    expect(await rowsOf(studentId)).toHaveLength(count - 1);
    const list = await student.get<{ data: WishlistItem[] }>('/ajax/v2/wishlist/index');
    expect(list.body.data.map((i) => i.id)).not.toContain(mine.id);
  });

  it('refuses a toggle without the CSRF token', async () => {
    const course = await courseId(DEMO_SLUGS.ebookCourse);
    const res = await student.post(
      '/ajax/v2/vod/wishlist/update',
      { course_id: course, user_id: studentId },
      { form: true, csrf: null },
    );
    expect(res.status).toBe(419);
    expect(await rowsOf(studentId, course)).toHaveLength(0);
  });
});
