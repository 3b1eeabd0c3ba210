import { AUTHORING_MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

interface Node {
  id: number;
  comment: string;
  reply: boolean;
  children: Node[];
}
interface CourseBody {
  data: {
    course: {
      id: number;
      counts: { subscribers: number; discussions: number };
      subscribers: Array<{ user: { id: number }; initials: string; video_watched_percentage: number }>;
      discussions: Node[];
      rates: Array<{ no: number; percent: number; color: string }>;
    };
  };
}

describe.each(dialects())('tutor course tabs on %s', (dialect) => {
  let server: TestServer;
  let tutor: TestClient;
  let admin: TestClient;
  let courseId: number;
  let hashslug: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [tutor, admin] = await clientsFor(server.url, ['tutor@demo.my', 'admin@demo.my']);
    const meId = await userIdOf(server.db, 'tutor@demo.my');
    // A published video course of this tutor with a subscriber.
    const row = await server.db
      .selectFrom('courses')
      .innerJoin('subscriptions', 'subscriptions.course_id', 'courses.id')
      .select(['courses.id', 'courses.hashslug'])
      .where('courses.user_id', '=', meId)
      .where('courses.kind', '=', 'video')
      .where('subscriptions.status', '=', 'active')
      .executeTakeFirstOrThrow();
    courseId = row.id;
    hashslug = row.hashslug;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists students with their watched progress', async () => {
    const res = await tutor.post<CourseBody>('/ajax/v2/tutor/course/hashslug', { hashslug });
    const { subscribers, counts } = res.body.data.course;
    expect(counts.subscribers).toBe(subscribers.length);
    expect(subscribers.length).toBeGreaterThan(0);
    for (const s of subscribers) {
      expect(s.video_watched_percentage).toBeGreaterThanOrEqual(0);
      expect(s.video_watched_percentage).toBeLessThanOrEqual(100);
      expect(s.initials.length).toBeGreaterThan(0);
    }
  });

  it('replies once to a top-level comment and threads the answer under it', async () => {
    const now = new Date().toISOString();
    // A user asks one top-level question per course: ask as someone who has not asked on this one yet.
    const asker = await server.db
      .selectFrom('users')
      .select('id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('discussions')
              .select('discussions.id')
              .whereRef('discussions.user_id', '=', 'users.id')
              .where('discussions.course_id', '=', courseId)
              .where('discussions.parent_id', 'is', null),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const question = await server.db
      .insertInto('discussions')
      .values({
        course_id: courseId,
        user_id: asker.id,
        parent_id: null,
        comment: 'Soalan baharu?',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const qid = Number(question.id);
    const before = await tutor.post<CourseBody>('/ajax/v2/tutor/course/hashslug', { hashslug });
    expect(before.body.data.course.discussions.find((d) => d.id === qid)?.reply).toBe(true);
    const res = await tutor.post<{ data: { discussions: Node[] } }>('/ajax/v2/tutor/course/reply-qna', {
      course_id: courseId,
      id: qid,
      comment: 'Jawapan tutor',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const node = res.body.data.discussions.find((d) => d.id === qid);
    expect(node?.reply).toBe(false);
    expect(node?.children.map((c) => c.comment)).toEqual(['Jawapan tutor']);
    const twice = await admin.post<{ errors: Record<string, string[]> }>('/ajax/v2/admin/course/reply-qna', {
      course_id: courseId,
      id: qid,
      comment: 'Lagi',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.id).toEqual([AUTHORING_MSG.replyNotAllowed]);
    const onAnswer = await tutor.post('/ajax/v2/tutor/course/reply-qna', {
      course_id: courseId,
      id: node?.children[0]?.id,
      comment: 'x',
    });
    expect(onAnswer.status).toBe(422);
  });
});
