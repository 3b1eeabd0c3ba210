import { DEMO_SLUGS } from '@mahir/seed';
import type { PackageInfo } from '@mahir/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { theRows } from '../support/rows';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import {
  activeSubscriptionIds,
  chapterIdsOf,
  countersOf,
  courseIdOf,
  quizOfChapter,
  subscribe,
  tutorOf,
  unsubscribe,
  userIdOf,
} from './learning-fixtures';

/** How many copies of one request race each other. */
const PARALLEL = 6;

/** The statuses of parallel requests, sorted, so a test can say "one 200 and the rest 409". */
async function race(send: () => Promise<{ status: number }>, n = PARALLEL): Promise<number[]> {
  const results = await Promise.all(Array.from({ length: n }, send));
  return results.map((r) => r.status).sort();
}

const oneWins = (statuses: number[], loser: number) => [200, ...Array(statuses.length - 1).fill(loser)];

describe.each(dialects())('races: toggles and inserts-if-absent on %s', (dialect) => {
  let server: TestServer;
  let learner: TestClient;
  let learnerId: number;
  let courseId: number;
  let tutorId: number;
  let subscriptionId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    learner = await clientFor(server.url, 'parent@demo.my');
    learnerId = await userIdOf(server.db, 'parent@demo.my');
    courseId = await courseIdOf(server.db, 'demo-video-course');
    tutorId = await tutorOf(server.db, courseId);
    await unsubscribe(server.db, learnerId, courseId);
    subscriptionId = await subscribe(server.db, learnerId, courseId);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('wishlist toggle', () => {
    const rows = () => theRows(server.db, 'wishlists', { user_id: learnerId, course_id: courseId });
    const toggle = () =>
      learner.post<{ data: { wishlist_status: boolean } }>(
        '/ajax/v2/vod/wishlist/update',
        { course_id: courseId, user_id: learnerId },
        { form: true },
      );
    beforeEach(async () => {
      await server.db.deleteFrom('wishlists').where('user_id', '=', learnerId).execute();
    });

    it('flips once per request when toggled in parallel: never a 5xx, the answers alternate', async () => {
      const results = await Promise.all(Array.from({ length: PARALLEL }, toggle));
      expect(results.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
      const added = results.filter((r) => r.body.data.wishlist_status).length;
      expect(added).toBe(PARALLEL / 2);
      expect(await rows()).toHaveLength(0);
    });

    it('ends on the wishlist after an odd number of parallel toggles', async () => {
      const results = await Promise.all(Array.from({ length: 3 }, toggle));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await rows()).toHaveLength(1);
    });
  });

  it('stores one review per user and course: one 200, the rest 409, counters right', async () => {
    await server.db.deleteFrom('feedbacks').where('user_id', '=', learnerId).execute();
    const before = await countersOf(server.db, courseId);
    const statuses = await race(() =>
      learner.post(
        '/ajax/v2/vod/feedback/create',
        { rate: 4, content: 'Bagus', course_id: courseId, tutor_id: tutorId, subscribe_id: subscriptionId },
        { form: true },
      ),
    );
    expect(statuses).toEqual(oneWins(statuses, 409));
    const after = await countersOf(server.db, courseId);
    expect(after.rows.feedbacks).toBe(before.rows.feedbacks + 1);
    expect(after.feedback_count).toBe(after.rows.feedbacks);
    expect(after.rating_sum).toBe(after.rows.rating_sum);
  });

  it('stores one question per user and course: one 200, the rest 409, counter right', async () => {
    await server.db
      .deleteFrom('discussions')
      .where('user_id', '=', learnerId)
      .where('course_id', '=', courseId)
      .where('parent_id', 'is', null)
      .execute();
    const before = await countersOf(server.db, courseId);
    const statuses = await race(() =>
      learner.post('/ajax/v2/vod/qna/create', { course_id: courseId, comment: 'Bila kelas seterusnya?' }),
    );
    expect(statuses).toEqual(oneWins(statuses, 409));
    const after = await countersOf(server.db, courseId);
    expect(after.rows.questions).toBe(before.rows.questions + 1);
    expect(after.discussion_count).toBe(before.discussion_count + 1);
  });

  it('stores one submission per user and quiz: one 200, the rest 409', async () => {
    const [chapterId] = await chapterIdsOf(server.db, courseId);
    const quizId = await quizOfChapter(server.db, chapterId ?? 0);
    await server.db.deleteFrom('quiz_submissions').where('user_id', '=', learnerId).execute();
    const questions = await server.db
      .selectFrom('quiz_questions')
      .select('id')
      .where('quiz_id', '=', quizId)
      .execute();
    const answers = questions.map((q) => ({ id: q.id, answer: 1 }));
    const statuses = await race(() =>
      learner.post(`/ajax/v2/vod/submit-quiz/${courseId}/${quizId}`, { questions: answers }),
    );
    expect(statuses).toEqual(oneWins(statuses, 409));
    const rows = await server.db
      .selectFrom('quiz_submissions')
      .select('id')
      .where('user_id', '=', learnerId)
      .where('quiz_id', '=', quizId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('subscribes once from access codes redeemed in parallel, using one code', async () => {
    const closedId = await courseIdOf(server.db, 'demo-closed-course');
    const codes = Array.from({ length: PARALLEL }, (_, i) => `RACE-${dialect}-${i}`);
    await server.db
      .insertInto('access_codes')
      .values(
        codes.map((code) => ({
          course_id: closedId,
          hashslug: code.toLowerCase(),
          code,
          redeemed_by: null,
          redeemed_at: null,
        })),
      )
      .execute();
    const results = await Promise.all(
      codes.map((code) =>
        learner.post(
          '/ajax/v2/vod/course/access-code',
          { course_id: closedId, access_code: code },
          { form: true },
        ),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual(oneWins(statuses, 409));
    expect(await activeSubscriptionIds(server.db, learnerId, closedId)).toHaveLength(1);
    const used = await server.db
      .selectFrom('access_codes')
      .select('id')
      .where('code', 'in', codes)
      .where('redeemed_by', 'is not', null)
      .execute();
    expect(used).toHaveLength(1);
  });

  it('adds a course to the cart once when added in parallel', async () => {
    const tutorCourse = await courseIdOf(server.db, 'demo-review-course');
    await unsubscribe(server.db, learnerId, tutorCourse);
    const statuses = await race(() =>
      learner.post('/ajax/v2/vod/course/cart', { course_id: tutorCourse }, { form: true }),
    );
    expect(statuses).toEqual(Array(PARALLEL).fill(200));
    const lines = await server.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select('cart_items.id')
      .where('carts.owner_key', '=', `user:${learnerId}`)
      .where('cart_items.row_id', '=', `course-${tutorCourse}`)
      .execute();
    expect(lines).toHaveLength(1);
    const carts = await server.db
      .selectFrom('carts')
      .select('id')
      .where('owner_key', '=', `user:${learnerId}`)
      .execute();
    expect(carts).toHaveLength(1);
  });

  it('keeps one package selection when the same choice is posted in parallel', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    const studentId = await userIdOf(server.db, 'student@demo.my');
    const shown = await student.post<{ data: { package: PackageInfo } }>(
      '/ajax/v2/package/hashslug',
      { hashslug: DEMO_SLUGS.package },
      { form: true },
    );
    const pkg = shown.body.data.package;
    const chosen = pkg.mahir_courses.slice(0, pkg.total_mahir_tutor).map((c) => c.id);
    const statuses = await race(() =>
      student.post('/ajax/v2/package/next', { hashslug: pkg.hashslug, mahir_course_id: chosen }),
    );
    expect(statuses).toEqual(Array(PARALLEL).fill(200));
    const lines = await server.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select('cart_items.id')
      .where('carts.owner_key', '=', `user:${studentId}`)
      .where('cart_items.item_type', '=', 'package')
      .execute();
    expect(lines).toHaveLength(1);
  });
});
