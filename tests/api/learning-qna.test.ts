import { LEARNING_MSG, MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { dialects, type TestServer } from '../support/test-server';
import { countersOf, courseIdOf, startLearningServer, userIdOf, userNameOf } from './learning-fixtures';

interface Answer {
  id: number;
  user_id: number;
  cname: string;
  comment: string;
  posted: string;
  avatar: string | null;
  can_reply: boolean;
  children: Answer[];
}
interface Question {
  id: number;
  user_id: number;
  qname: string;
  comment: string;
  posted: string;
  created_at: string;
  avatar: string | null;
  children: Answer[];
}
interface QnaBody {
  data: {
    course: { id: number; discussions: Question[] };
    avatar: string | null;
    can_ask: boolean;
    has_asked: boolean;
    is_subscriber: boolean;
  };
  message?: string;
  errors?: Record<string, string[]>;
}

describe.each(dialects())('learning: Q&A on %s', (dialect) => {
  let server: TestServer;
  let student: TestClient;
  let parent: TestClient;
  let visitor: TestClient;
  let studentId: number;
  let tutorId: number;
  let videoId: number;
  let reviewId: number;
  let lockedId: number;

  const list = (client: TestClient, courseId: number) =>
    client.get<QnaBody>(`/ajax/v2/vod/qna/question/${courseId}`);
  const postsOf = (courseId: number) =>
    server.db.selectFrom('discussions').selectAll().where('course_id', '=', courseId).orderBy('id').execute();
  /** The student's seeded question on the video course and the tutor's answer to it. */
  const studentThread = async () => {
    const res = await list(student, videoId);
    const question = res.body.data.course.discussions.find((q) => q.user_id === studentId);
    const answer = question?.children[0];
    if (!question || !answer) throw new Error('seeded thread missing');
    return { question, answer };
  };

  beforeAll(async () => {
    ({ server, student, parent, visitor, studentId, videoId, reviewId } = await startLearningServer(dialect));
    tutorId = await userIdOf(server.db, 'tutor@demo.my');
    lockedId = await courseIdOf(server.db, 'demo-locked-course');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists a course’s threads to visitors, questions newest first, with names, times and avatars', async () => {
    const res = await list(visitor, videoId);
    expect(res.status).toBe(200);
    const { course, avatar, can_ask, has_asked, is_subscriber } = res.body.data;
    expect({ avatar, can_ask, has_asked, is_subscriber }).toEqual({
      avatar: null,
      can_ask: false,
      has_asked: false,
      is_subscriber: false,
    });
    const questions = (await postsOf(videoId)).filter((p) => p.parent_id === null);
    expect(course.id).toBe(videoId);
    expect(course.discussions).toHaveLength(questions.length);
    const times = course.discussions.map((q) => q.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const mine = course.discussions.find((q) => q.user_id === studentId);
    expect(mine).toMatchObject({
      qname: await userNameOf(server.db, studentId),
      comment: 'Cikgu, bagaimana nak pastikan laman web kita nampak elok di telefon?',
      avatar: null,
    });
    expect(mine?.posted).toMatch(/ago$|^just now$/);
    expect(mine?.children[0]).toMatchObject({
      user_id: tutorId,
      cname: await userNameOf(server.db, tutorId),
      can_reply: false,
      children: [],
    });
    expect(mine?.children[0]?.avatar).toMatch(/^\/media\/public\/[\w-]+\.jpg$/);
  });

  it('shows three levels: a reply sits under its answer', async () => {
    const res = await list(visitor, videoId);
    const replied = res.body.data.course.discussions.find((q) =>
      q.children.some((a) => a.children.length > 0),
    );
    const answer = replied?.children.find((a) => a.children.length > 0);
    expect(answer?.children[0]).toMatchObject({ user_id: replied?.user_id, children: [] });
  });

  it('tells the viewer what they may do', async () => {
    const video = await list(student, videoId);
    expect(video.body.data).toMatchObject({ can_ask: false, has_asked: true, is_subscriber: true });
    expect((await studentThread()).answer.can_reply).toBe(true);
    // Answers to other people's questions are never offered a reply.
    const others = video.body.data.course.discussions.filter((q) => q.user_id !== studentId);
    expect(others.flatMap((q) => q.children).every((a) => !a.can_reply)).toBe(true);
    const review = await list(student, reviewId);
    expect(review.body.data).toMatchObject({ can_ask: true, has_asked: false, is_subscriber: true });
    const outsider = await list(parent, videoId);
    expect(outsider.body.data).toMatchObject({ can_ask: false, is_subscriber: false });
    expect((await visitor.get('/ajax/v2/vod/qna/question/999999')).status).toBe(404);
    expect((await visitor.get('/ajax/v2/vod/qna/question/abc')).status).toBe(422);
  });

  it('lets a subscriber ask once, bumping the question counter in the same write', async () => {
    const before = await countersOf(server.db, reviewId);
    const res = await student.post<QnaBody>(
      '/ajax/v2/vod/qna/create',
      { comment: '  Bila siaran langsung seterusnya?  ', course_id: reviewId },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.questionCreated);
    const rows = await postsOf(reviewId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: studentId,
      parent_id: null,
      comment: 'Bila siaran langsung seterusnya?',
    });
    const after = await countersOf(server.db, reviewId);
    expect(after.discussion_count).toBe(before.discussion_count + 1);
    expect(after.discussion_count).toBe(after.rows.questions);

    const listed = await list(student, reviewId);
    expect(listed.body.data).toMatchObject({ can_ask: false, has_asked: true });
    expect(listed.body.data.course.discussions[0]).toMatchObject({
      comment: 'Bila siaran langsung seterusnya?',
      posted: 'just now',
      children: [],
    });

    const again = await student.post<QnaBody>(
      '/ajax/v2/vod/qna/create',
      { comment: 'Soalan kedua', course_id: reviewId },
      { form: true },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LEARNING_MSG.questionAlreadyAsked);
    expect(await postsOf(reviewId)).toHaveLength(1);
    expect((await countersOf(server.db, reviewId)).discussion_count).toBe(after.discussion_count);
  });

  it('refuses an empty or too long question with 422 and writes nothing', async () => {
    await server.db.deleteFrom('discussions').where('course_id', '=', reviewId).execute();
    await server.db.updateTable('courses').set({ discussion_count: 0 }).where('id', '=', reviewId).execute();
    for (const comment of [undefined, '', '   ', 'x'.repeat(2001)]) {
      const res = await student.post<QnaBody>(
        '/ajax/v2/vod/qna/create',
        { comment, course_id: reviewId },
        { form: true },
      );
      expect(res.status).toBe(422);
      expect(res.body.errors?.comment?.[0]).toBe(
        comment && comment.length > 2000 ? 'Must be at most 2000 characters.' : MSG.commentRequired,
      );
    }
    expect(await postsOf(reviewId)).toHaveLength(0);
    expect((await countersOf(server.db, reviewId)).discussion_count).toBe(0);
  });

  it('refuses visitors, non-subscribers and unknown courses', async () => {
    const body = { comment: 'Boleh saya tanya?', course_id: videoId };
    expect((await visitor.post('/ajax/v2/vod/qna/create', body, { form: true })).status).toBe(401);
    const other = await parent.post<QnaBody>('/ajax/v2/vod/qna/create', body, { form: true });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MSG.subscribeToAsk);
    const unknown = await student.post(
      '/ajax/v2/vod/qna/create',
      { ...body, course_id: 999_999 },
      { form: true },
    );
    expect(unknown.status).toBe(404);
    expect((await countersOf(server.db, videoId)).discussion_count).toBe(
      (await countersOf(server.db, videoId)).rows.questions,
    );
  });

  it('lets the question’s author reply once to an answer and answers the refreshed threads', async () => {
    const { question, answer } = await studentThread();
    const before = await countersOf(server.db, videoId);
    const res = await student.post<QnaBody>('/ajax/v2/vod/qna/reply/answer', {
      comment2: 'Terima kasih cikgu, saya cuba sekarang.',
      course_id: videoId,
      id: answer.id,
      index: 0,
      index2: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.replyCreated);
    const refreshed = res.body.data.course.discussions.find((q) => q.id === question.id);
    expect(refreshed?.children[0]).toMatchObject({ id: answer.id, can_reply: false });
    expect(refreshed?.children[0]?.children[0]).toMatchObject({
      user_id: studentId,
      comment: 'Terima kasih cikgu, saya cuba sekarang.',
      can_reply: false,
    });
    const rows = (await postsOf(videoId)).filter((p) => p.parent_id === answer.id);
    expect(rows).toHaveLength(1);
    // Replies are not questions: the course's question counter stays.
    expect((await countersOf(server.db, videoId)).discussion_count).toBe(before.discussion_count);

    const again = await student.post<QnaBody>('/ajax/v2/vod/qna/reply/answer', {
      comment2: 'Satu lagi',
      course_id: videoId,
      id: answer.id,
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(LEARNING_MSG.replyNotAllowed);
    expect((await postsOf(videoId)).filter((p) => p.parent_id === answer.id)).toHaveLength(1);
    await server.db.deleteFrom('discussions').where('parent_id', '=', answer.id).execute();
  });

  it('reads the reply from the page’s reply boxes when comment2 is the indexed list', async () => {
    const { answer } = await studentThread();
    const res = await student.post<QnaBody>('/ajax/v2/vod/qna/reply/answer', {
      comment2: [
        ['', ''],
        ['', 'Balasan dari kotak kedua'],
      ],
      course_id: videoId,
      id: answer.id,
      index: 1,
      index2: 1,
    });
    expect(res.status).toBe(200);
    const rows = (await postsOf(videoId)).filter((p) => p.parent_id === answer.id);
    expect(rows.map((r) => r.comment)).toEqual(['Balasan dari kotak kedua']);
    await server.db.deleteFrom('discussions').where('parent_id', '=', answer.id).execute();
  });

  it('refuses replies by others, to questions, to unknown answers, from visitors, and empty ones', async () => {
    const { question, answer } = await studentThread();
    const lockedPosts = await postsOf(lockedId);
    const foreignAnswer = lockedPosts.find((p) => p.parent_id !== null);
    const reply = (client: TestClient, body: Record<string, unknown>) =>
      client.post<QnaBody>('/ajax/v2/vod/qna/reply/answer', {
        comment2: 'Hai',
        course_id: videoId,
        id: answer.id,
        ...body,
      });

    expect((await reply(visitor, {})).status).toBe(401);
    expect((await reply(parent, {})).status).toBe(403);
    expect((await reply(student, { id: question.id })).status).toBe(403);
    expect((await reply(student, { id: 999_999 })).status).toBe(404);
    expect((await reply(student, { id: foreignAnswer?.id })).status).toBe(404);
    expect((await reply(student, { course_id: lockedId, id: foreignAnswer?.id })).status).toBe(403);
    const empty = await reply(student, { comment2: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.comment2).toEqual([MSG.commentRequired]);
    expect((await reply(student, { index: -1 })).status).toBe(422);
    expect((await postsOf(videoId)).filter((p) => p.parent_id === answer.id)).toHaveLength(0);
    expect((await postsOf(lockedId)).length).toBe(lockedPosts.length);
  });
});
