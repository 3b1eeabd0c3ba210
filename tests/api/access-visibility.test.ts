import { COURSE_STATUS } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import {
  activeSubscriptionIds,
  chapterIdsOf,
  courseIdOf,
  subscribe,
  unsubscribe,
  userIdOf,
} from './learning-fixtures';

const HIDDEN_STATES = [
  ['pending review', COURSE_STATUS.pending],
  ['rejected', COURSE_STATUS.rejected],
] as const;

/** Every learner route that reads a course, as the screens call it. */
function courseReads(course: { id: number; hashslug: string; subCategoryId: number; chapterId: number }) {
  return {
    page: (c: TestClient) => c.get(`/ajax/v2/vod/course/page/${course.hashslug}`),
    feedback: (c: TestClient) => c.get(`/ajax/v2/vod/feedback/course/${course.id}`),
    questions: (c: TestClient) => c.get(`/ajax/v2/vod/qna/question/${course.id}`),
    chapters: (c: TestClient) => c.get(`/ajax/v2/vod/video/chapter/${course.id}`),
    info: (c: TestClient) => c.get(`/ajax/v2/vod/course/info/${course.id}`),
    quizzes: (c: TestClient) =>
      c.post('/ajax/v2/vod/quizs', { course_id: course.id, chapter_id: course.chapterId }, { form: true }),
  };
}

describe.each(dialects())('access: unpublished courses are hidden from the public on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let stranger: TestClient;
  let subscriber: TestClient;
  let owner: TestClient;
  let admin: TestClient;
  let course: { id: number; hashslug: string; subCategoryId: number; chapterId: number; tutorEmail: string };
  let reads: ReturnType<typeof courseReads>;

  const setStatus = (statusId: number) =>
    server.db.updateTable('courses').set({ status_id: statusId }).where('id', '=', course.id).execute();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const id = await courseIdOf(server.db, 'demo-video-course');
    const row = await server.db
      .selectFrom('courses')
      .innerJoin('users', 'users.id', 'courses.user_id')
      .select(['courses.hashslug', 'courses.sub_category_id', 'users.email'])
      .where('courses.id', '=', id)
      .executeTakeFirstOrThrow();
    const [chapterId] = await chapterIdsOf(server.db, id);
    course = {
      id,
      hashslug: row.hashslug,
      subCategoryId: row.sub_category_id,
      chapterId: chapterId ?? 0,
      tutorEmail: row.email,
    };
    reads = courseReads(course);
    // A logged-in student with no subscription to the course, and one with an active subscription.
    const strangerId = await userIdOf(server.db, 'parent@demo.my');
    await unsubscribe(server.db, strangerId, id);
    const subscriberId = await userIdOf(server.db, 'student@demo.my');
    const existing = await activeSubscriptionIds(server.db, subscriberId, id);
    if (existing.length === 0) await subscribe(server.db, subscriberId, id);
    [visitor, stranger, subscriber, owner, admin] = await clientsFor(server.url, [
      null,
      'parent@demo.my',
      'student@demo.my',
      course.tutorEmail,
      'admin@demo.my',
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows a published course to everyone, visitors included', async () => {
    await setStatus(COURSE_STATUS.published);
    for (const [name, read] of Object.entries(reads)) {
      const res = await read(visitor);
      expect(res.status, name).toBe(200);
    }
    const related = await visitor.get(
      `/ajax/v2/vod/course/related/${course.hashslug}/${course.subCategoryId}`,
    );
    expect(related.status).toBe(200);
  });

  describe.each(HIDDEN_STATES)('a course %s', (_state, statusId) => {
    beforeAll(async () => {
      await setStatus(statusId);
    });

    it.each([
      'page',
      'feedback',
      'questions',
      'chapters',
      'info',
      'quizzes',
    ] as const)('answers 404 to visitors and to logged-in strangers on %s', async (name) => {
      for (const client of [visitor, stranger]) {
        const res = await reads[name](client);
        expect(res.status, name).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain(course.hashslug);
      }
    });

    it('answers 404 on related courses and on the preview player', async () => {
      const related = await visitor.get(
        `/ajax/v2/vod/course/related/${course.hashslug}/${course.subCategoryId}`,
      );
      expect(related.status).toBe(404);
      const preview = await server.db
        .selectFrom('modules')
        .select('id')
        .where('course_id', '=', course.id)
        .orderBy('is_preview', 'desc')
        .executeTakeFirstOrThrow();
      const watch = await visitor.post(
        '/ajax/v2/vod/video/watch',
        { course_id: course.id, id: preview.id },
        { form: true },
      );
      expect(watch.status).toBe(404);
    });

    it('keeps it out of the catalogue search', async () => {
      const res = await visitor.post<{ data: { data: Array<{ id: number }> } }>(
        '/ajax/v2/vod/course/search',
        {
          category: 'all',
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.data.map((c) => c.id)).not.toContain(course.id);
    });

    it.each(['owner', 'admin', 'subscriber'] as const)('still shows it to its %s', async (who) => {
      const client = { owner, admin, subscriber }[who];
      for (const name of ['page', 'feedback', 'questions', 'chapters', 'info', 'quizzes'] as const) {
        const res = await reads[name](client);
        expect(res.status, `${who} ${name}`).toBe(200);
      }
    });

    it.each([
      'owner',
      'admin',
      'subscriber',
    ] as const)('gives its %s the related courses beside it', async (who) => {
      const client = { owner, admin, subscriber }[who];
      const related = await client.get(
        `/ajax/v2/vod/course/related/${course.hashslug}/${course.subCategoryId}`,
      );
      expect(related.status, who).toBe(200);
    });

    it('refuses writes from logged-in strangers as if the course did not exist', async () => {
      const ask = await stranger.post<{ code: string }>('/ajax/v2/vod/qna/create', {
        course_id: course.id,
        comment: 'Hello?',
      });
      // Hidden answers the code of a thing that does not exist, never the policy's reason.
      expect([ask.status, ask.body.code]).toEqual([404, 'not_found']);
      const scores = await stranger.post(
        '/ajax/v2/vod/quiz/scores',
        { course_id: course.id },
        { form: true },
      );
      expect(scores.status).toBe(404);
    });
  });
});
