import { LEARNING_MSG, MSG } from '@mahir/shared';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { theRows } from '../support/rows';
import { dialects, type TestServer } from '../support/test-server';
import { chapterIdsOf, quizOfChapter, startLearningServer } from './learning-fixtures';

interface QuizQuestion {
  id: number;
  question: string;
  type: number;
  choice1: string | null;
}
interface QuizInfoBody {
  data: {
    quiz: {
      id: number;
      title: string;
      questions: QuizQuestion[];
      submitted: { score: number; correct: number; total: number; created_at: string } | null;
    };
  };
  message?: string;
}
interface SubmitBody {
  data: { quiz: { correct: number; total: number; score: number } };
  message?: string;
  errors?: Record<string, string[]>;
}
interface ScoresBody {
  data: {
    scores: Array<{
      quiz_id: number;
      quiz: { title: string };
      created_at: string;
      created_at_date: string;
      score: number;
      score2: string;
    }>;
  };
  message?: string;
}

describe.each(dialects())('learning: quizzes on %s', (dialect) => {
  let server: TestServer;
  let student: TestClient;
  let parent: TestClient;
  let visitor: TestClient;
  let studentId: number;
  let videoId: number;
  let reviewId: number;
  let chapters: number[];
  let quiz1: number;
  let quiz2: number;

  const submitPath = (courseId: number, quizId: number) => `/ajax/v2/vod/submit-quiz/${courseId}/${quizId}`;
  const submissionsOf = async (quizId: number) =>
    theRows(server.db, 'quiz_submissions', { user_id: studentId, quiz_id: quizId });
  const forget = async (quizId: number) => {
    await server.db
      .deleteFrom('quiz_submissions')
      .where('user_id', '=', studentId)
      .where('quiz_id', '=', quizId)
      .execute();
  };
  /** Answers of quiz 2 ('Kuiz 2: Gaya CSS': color=1, flex=4, true) by question position. */
  const quiz2Answers = async (values: Array<number | null>) => {
    const info = await student.post<QuizInfoBody>(
      '/ajax/v2/vod/quiz/info',
      { quiz_id: quiz2 },
      { form: true },
    );
    return info.body.data.quiz.questions.map((q, i) => ({ id: q.id, answer: values[i] ?? null }));
  };

  beforeAll(async () => {
    ({ server, student, parent, visitor, studentId, videoId, reviewId } = await startLearningServer(dialect));
    chapters = await chapterIdsOf(server.db, videoId);
    quiz1 = await quizOfChapter(server.db, chapters[0] ?? 0);
    quiz2 = await quizOfChapter(server.db, chapters[1] ?? 0);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('quiz/info gives a subscriber the questions without their answers', async () => {
    const res = await student.post<QuizInfoBody>(
      '/ajax/v2/vod/quiz/info',
      { quiz_id: quiz2 },
      { form: true },
    );
    expect(res.status).toBe(200);
    const quiz = res.body.data.quiz;
    expect(quiz.title).toBe('Kuiz 2: Gaya CSS');
    expect(quiz.submitted).toBeNull();
    expect(quiz.questions.map((q) => q.type)).toEqual([1, 1, 2]);
    expect(quiz.questions[0]).toMatchObject({
      question: '<p>Sifat CSS manakah menukar warna teks?</p>',
      choice1: 'color',
    });
    for (const q of quiz.questions)
      expect(Object.keys(q).sort()).toEqual(
        ['choice1', 'choice2', 'choice3', 'choice4', 'id', 'question', 'type'].sort(),
      );
    expect(JSON.stringify(res.body)).not.toMatch(/"(answer|choose)"/);
  });

  it('quiz/info shows the submitted record of a quiz already taken', async () => {
    const res = await student.post<QuizInfoBody>(
      '/ajax/v2/vod/quiz/info',
      { quiz_id: quiz1 },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.quiz.submitted).toMatchObject({ score: 75, correct: 3, total: 4 });
  });

  it('quiz/info sanitizes the tutor’s rich text', async () => {
    const [first] = await server.db
      .selectFrom('quiz_questions')
      .select(['id', 'question'])
      .where('quiz_id', '=', quiz2)
      .orderBy('position')
      .execute();
    if (!first) throw new Error('quiz 2 has no questions');
    await server.db
      .updateTable('quiz_questions')
      .set({
        question:
          '<p onclick="steal()">Warna <b>teks</b><img src=x onerror=alert(1)><script>x()</script></p>',
      })
      .where('id', '=', first.id)
      .execute();
    const res = await student.post<QuizInfoBody>(
      '/ajax/v2/vod/quiz/info',
      { quiz_id: quiz2 },
      { form: true },
    );
    expect(res.body.data.quiz.questions[0]?.question).toBe('<p>Warna <strong>teks</strong></p>');
    await server.db
      .updateTable('quiz_questions')
      .set({ question: first.question })
      .where('id', '=', first.id)
      .execute();
  });

  it('quiz/info refuses visitors, non-subscribers, unknown quizzes and bad ids', async () => {
    expect((await visitor.post('/ajax/v2/vod/quiz/info', { quiz_id: quiz2 }, { form: true })).status).toBe(
      401,
    );
    const other = await parent.post<{ message: string }>(
      '/ajax/v2/vod/quiz/info',
      { quiz_id: quiz2 },
      { form: true },
    );
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: MSG.subscribeToQuiz, code: 'not_subscribed' });
    expect((await student.post('/ajax/v2/vod/quiz/info', { quiz_id: 999_999 }, { form: true })).status).toBe(
      404,
    );
    expect((await student.post('/ajax/v2/vod/quiz/info', { quiz_id: 'abc' }, { form: true })).status).toBe(
      422,
    );
  });

  it('grades a submission on the server, stores it once and refuses a second one with 409', async () => {
    const answers = await quiz2Answers([1, 2, 1]);
    const res = await student.post<SubmitBody>(submitPath(videoId, quiz2), { questions: answers });
    expect(res.status).toBe(200);
    expect(res.body.data.quiz).toMatchObject({ correct: 2, total: 3, score: 67 });
    const rows = await submissionsOf(quiz2);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ correct: 2, total: 3, score: 67, course_id: videoId });
    const again = await student.post<SubmitBody>(submitPath(videoId, quiz2), { questions: answers });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LEARNING_MSG.quizAlreadySubmitted);
    expect(await submissionsOf(quiz2)).toHaveLength(1);
    const info = await student.post<QuizInfoBody>(
      '/ajax/v2/vod/quiz/info',
      { quiz_id: quiz2 },
      { form: true },
    );
    expect(info.body.data.quiz.submitted).toMatchObject({ score: 67, correct: 2, total: 3 });
    await forget(quiz2);
  });

  it('counts missing answers as wrong and reads Salah (0) as False', async () => {
    const all = await quiz2Answers([1, 4, 0]);
    const res = await student.post<SubmitBody>(submitPath(videoId, quiz2), { questions: all });
    expect(res.body.data.quiz).toMatchObject({ correct: 2, total: 3, score: 67 });
    await forget(quiz2);
    // Make the true/false question false: Salah (0) is now the right answer.
    const tf = server.db.updateTable('quiz_questions').where('id', '=', all[2]?.id ?? 0);
    await tf.set({ choose: 2 }).execute();
    const salah = await student.post<SubmitBody>(submitPath(videoId, quiz2), { questions: all });
    expect(salah.body.data.quiz).toMatchObject({ correct: 3, total: 3, score: 100 });
    await tf.set({ choose: 1 }).execute();
    await forget(quiz2);
    const partial = await student.post<SubmitBody>(submitPath(videoId, quiz2), {
      questions: all.slice(0, 1),
    });
    expect(partial.status).toBe(200);
    expect(partial.body.data.quiz).toMatchObject({ correct: 1, total: 3, score: 33 });
    await forget(quiz2);
    const full = await student.post<SubmitBody>(submitPath(videoId, quiz2), {
      questions: await quiz2Answers([1, 4, 1]),
    });
    expect(full.body.data.quiz).toMatchObject({ correct: 3, total: 3, score: 100 });
    await forget(quiz2);
  });

  it('refuses answers to other questions, repeated or impossible values with 422 and writes nothing', async () => {
    const answers = await quiz2Answers([1, 4, 1]);
    const [q1Question] = await server.db
      .selectFrom('quiz_questions')
      .select('id')
      .where('quiz_id', '=', quiz1)
      .execute();
    const cases: Array<[Array<{ id: number | string; answer: number | null | string }>, string]> = [
      [[...answers, { id: q1Question?.id ?? 0, answer: 1 }], 'questions.3.id'],
      [[...answers, { id: answers[0]?.id ?? 0, answer: 2 }], 'questions.3.id'],
      [[{ id: answers[0]?.id ?? 0, answer: 5 }], 'questions.0.answer'],
      [[{ id: answers[2]?.id ?? 0, answer: 2 }], 'questions.0.answer'],
      [[{ id: 'x', answer: 1 }], 'questions.0.id'],
    ];
    for (const [questions, field] of cases) {
      const res = await student.post<SubmitBody>(submitPath(videoId, quiz2), { questions });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    expect((await student.post(submitPath(videoId, quiz2), {})).status).toBe(422);
    expect(await submissionsOf(quiz2)).toHaveLength(0);
  });

  it('refuses a quiz of another course, unknown quizzes, visitors and non-subscribers', async () => {
    const answers = await quiz2Answers([1, 4, 1]);
    expect((await student.post(submitPath(reviewId, quiz2), { questions: answers })).status).toBe(404);
    expect((await student.post(submitPath(videoId, 999_999), { questions: answers })).status).toBe(404);
    expect((await visitor.post(submitPath(videoId, quiz2), { questions: answers })).status).toBe(401);
    const other = await parent.post<SubmitBody>(submitPath(videoId, quiz2), { questions: answers });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MSG.subscribeToQuiz);
    expect(await submissionsOf(quiz2)).toHaveLength(0);
  });

  it('refuses a learner whose subscription was cancelled, and a withdrawn quiz', async () => {
    const answers = await quiz2Answers([1, 4, 1]);
    const sub = server.db
      .updateTable('subscriptions')
      .where('user_id', '=', studentId)
      .where('course_id', '=', videoId);
    await sub.set({ status: 'cancelled' }).execute();
    expect((await student.post(submitPath(videoId, quiz2), { questions: answers })).status).toBe(403);
    await sub.set({ status: 'pending_cancellation' }).execute();
    expect((await student.post(submitPath(videoId, quiz2), { questions: answers })).status).toBe(200);
    await forget(quiz2);
    await sub.set({ status: 'active' }).execute();
    await server.db.updateTable('quizzes').set({ status: 'unavailable' }).where('id', '=', quiz2).execute();
    expect((await student.post(submitPath(videoId, quiz2), { questions: answers })).status).toBe(404);
    await server.db.updateTable('quizzes').set({ status: 'available' }).where('id', '=', quiz2).execute();
    expect(await submissionsOf(quiz2)).toHaveLength(0);
  });

  it('quiz/scores lists the learner’s results with the title, date and percent', async () => {
    const before = await student.post<ScoresBody>(
      '/ajax/v2/vod/quiz/scores',
      { course_id: videoId },
      { form: true },
    );
    expect(before.status).toBe(200);
    expect(before.body.data.scores).toHaveLength(1);
    const first = before.body.data.scores[0];
    expect(first).toMatchObject({
      quiz_id: quiz1,
      quiz: { title: 'Kuiz 1: Asas HTML' },
      score: 75,
      score2: '75%',
    });
    expect(first?.created_at_date).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(first?.created_at_date).toBe(formatMalaysiaDate(first?.created_at ?? ''));

    await student.post(submitPath(videoId, quiz2), { questions: await quiz2Answers([1, 4, 1]) });
    const after = await student.post<ScoresBody>(
      '/ajax/v2/vod/quiz/scores',
      { course_id: videoId },
      { form: true },
    );
    expect(after.body.data.scores.map((s) => [s.quiz.title, s.score2])).toEqual([
      ['Kuiz 2: Gaya CSS', '100%'],
      ['Kuiz 1: Asas HTML', '75%'],
    ]);
    await forget(quiz2);
  });

  it('quiz/scores refuses visitors, non-subscribers and unknown courses', async () => {
    expect(
      (await visitor.post('/ajax/v2/vod/quiz/scores', { course_id: videoId }, { form: true })).status,
    ).toBe(401);
    const other = await parent.post<ScoresBody>(
      '/ajax/v2/vod/quiz/scores',
      { course_id: videoId },
      { form: true },
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MSG.subscribeToQuiz);
    expect(
      (await student.post('/ajax/v2/vod/quiz/scores', { course_id: 999_999 }, { form: true })).status,
    ).toBe(404);
    expect((await student.post('/ajax/v2/vod/quiz/scores', {}, { form: true })).status).toBe(422);
  });

  it('quizs lists a chapter’s quizzes with the viewer’s submitted flag', async () => {
    type QuizsBody = {
      data: {
        quizs: Array<{ quiz_id: number; chapter_id: number; quiz: { title: string }; submitted: boolean }>;
      };
    };
    const one = await student.post<QuizsBody>(
      '/ajax/v2/vod/quizs',
      { course_id: videoId, chapter_id: chapters[0] },
      { form: true },
    );
    expect(one.status).toBe(200);
    expect(one.body.data.quizs).toEqual([
      {
        quiz_id: quiz1,
        chapter_id: chapters[0],
        quiz: { id: quiz1, title: 'Kuiz 1: Asas HTML' },
        submitted: true,
        score: 75,
      },
    ]);
    const two = await student.post<QuizsBody>(
      '/ajax/v2/vod/quizs',
      { course_id: videoId, chapter_id: chapters[1] },
      { form: true },
    );
    expect(two.body.data.quizs.map((q) => [q.quiz.title, q.submitted])).toEqual([
      ['Kuiz 2: Gaya CSS', false],
    ]);
    const three = await student.post<QuizsBody>(
      '/ajax/v2/vod/quizs',
      { course_id: videoId, chapter_id: chapters[2] },
      { form: true },
    );
    expect(three.body.data.quizs).toEqual([]);
    const asVisitor = await visitor.post<QuizsBody>(
      '/ajax/v2/vod/quizs',
      { course_id: videoId, chapter_id: chapters[0] },
      { form: true },
    );
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.body.data.quizs[0]?.submitted).toBe(false);
    const [otherChapter] = await chapterIdsOf(server.db, reviewId);
    expect(
      (
        await student.post(
          '/ajax/v2/vod/quizs',
          { course_id: videoId, chapter_id: otherChapter },
          { form: true },
        )
      ).status,
    ).toBe(404);
    expect((await student.post('/ajax/v2/vod/quizs', { course_id: videoId }, { form: true })).status).toBe(
      422,
    );
  });
});
