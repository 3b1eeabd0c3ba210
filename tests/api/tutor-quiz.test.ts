import { QUIZ_AUTHORING_MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type TestClient } from '../support/http-client';
import { theRow } from '../support/rows';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

interface QuizInfo {
  data: {
    quiz: {
      id: number;
      title: string;
      questions: Array<{
        id: number;
        type: number;
        answer: number | null;
        choose: number | null;
        choice1: string | null;
      }>;
    };
  };
}

describe.each(dialects())('tutor quiz authoring on %s', (dialect) => {
  let server: TestServer;
  let tutor: TestClient;
  let student: TestClient;
  let course: string;
  let othersCourse: string;

  const mc = {
    question: '<p>Ibu negara?</p><script>x</script>',
    type: 1,
    choice1: 'KL',
    choice2: 'JB',
    choice3: 'Ipoh',
    choice4: 'Kuching',
    answer: 1,
  };
  const tf = { question: 'Bumi bulat', type: 2, choose: 1, choice1: 'ignored' };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [tutor, student] = await clientsFor(server.url, ['tutor@demo.my', 'student@demo.my']);
    const meId = await userIdOf(server.db, 'tutor@demo.my');
    const videoCourse = async (mine: boolean) =>
      (
        await server.db
          .selectFrom('courses')
          .select('hashslug')
          .where('user_id', mine ? '=' : '!=', meId)
          .where('kind', '=', 'video')
          .executeTakeFirstOrThrow()
      ).hashslug;
    course = await videoCourse(true);
    othersCourse = await videoCourse(false);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates a quiz with both question types, then updates and deletes questions', async () => {
    const created = await tutor.post<{ data: { id: number; url: string } }>(
      `/ajax/v2/tutor/course/quiz/store/${course}`,
      {
        title: 'Kuiz Geografi',
        questions: [mc, tf],
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.url).toContain(course);
    const info = await tutor.post<QuizInfo>('/ajax/v2/tutor/course/quiz/info', {
      hashslug: course,
      id: created.body.data.id,
    });
    const [q1, q2] = info.body.data.quiz.questions;
    expect(q1).toMatchObject({ type: 1, answer: 1, choose: null });
    expect(JSON.stringify(q1)).not.toContain('<script>');
    expect(q2).toMatchObject({ type: 2, choose: 1, answer: null, choice1: null });

    const updated = await tutor.post(`/ajax/v2/tutor/course/quiz/update/${created.body.data.id}`, {
      title: 'Kuiz Geografi 2',
      questions: [{ ...mc, id: q1?.id, answer: 2 }],
      question_deletes: [q2?.id],
    });
    expect(updated.status).toBe(200);
    const after = await tutor.post<QuizInfo>('/ajax/v2/tutor/course/quiz/info', {
      hashslug: course,
      id: created.body.data.id,
    });
    expect(after.body.data.quiz.title).toBe('Kuiz Geografi 2');
    expect(after.body.data.quiz.questions.map((q) => [q.id, q.answer])).toEqual([[q1?.id, 2]]);
  });

  it('applies the submit rules and changes nothing on refusal', async () => {
    const noChoice = await tutor.post<{ errors: Record<string, string[]> }>(
      `/ajax/v2/tutor/course/quiz/store/${course}`,
      {
        title: 'X',
        questions: [{ ...mc, choice4: '' }],
      },
    );
    expect(noChoice.status).toBe(422);
    expect(noChoice.body.errors['questions.0.choices']).toEqual([QUIZ_AUTHORING_MSG.choicesRequired]);
    const noChoose = await tutor.post<{ errors: Record<string, string[]> }>(
      `/ajax/v2/tutor/course/quiz/store/${course}`,
      {
        title: 'X',
        questions: [{ question: 'q', type: 2 }],
      },
    );
    expect(noChoose.body.errors['questions.0.choose']).toEqual([QUIZ_AUTHORING_MSG.chooseRequired]);
    const noTitle = await tutor.post<{ errors: Record<string, string[]> }>(
      `/ajax/v2/tutor/course/quiz/store/${course}`,
      {
        title: ' ',
        questions: [tf],
      },
    );
    expect(noTitle.body.errors.title).toEqual([QUIZ_AUTHORING_MSG.titleRequired]);
    const count = await server.db.selectFrom('quizzes').select('id').where('title', '=', 'X').execute();
    expect(count).toEqual([]);
  });

  it('refuses a question of another quiz and rolls the whole update back', async () => {
    const a = await tutor.post<{ data: { id: number } }>(`/ajax/v2/tutor/course/quiz/store/${course}`, {
      title: 'A',
      questions: [tf],
    });
    const b = await tutor.post<{ data: { id: number } }>(`/ajax/v2/tutor/course/quiz/store/${course}`, {
      title: 'B',
      questions: [tf],
    });
    const bInfo = await tutor.post<QuizInfo>('/ajax/v2/tutor/course/quiz/info', {
      hashslug: course,
      id: b.body.data.id,
    });
    const res = await tutor.post(`/ajax/v2/tutor/course/quiz/update/${a.body.data.id}`, {
      title: 'A renamed',
      questions: [{ ...tf, id: bInfo.body.data.quiz.questions[0]?.id }],
    });
    expect(res.status).toBe(422);
    const row = await theRow(server.db, 'quizzes', ['title'], { id: a.body.data.id });
    expect(row.title).toBe('A');
  });

  it('keeps quizzes of other tutors and students out', async () => {
    expect(
      (await tutor.post(`/ajax/v2/tutor/course/quiz/store/${othersCourse}`, { title: 'Z', questions: [tf] }))
        .status,
    ).toBe(403);
    expect(
      (await student.post(`/ajax/v2/tutor/course/quiz/store/${course}`, { title: 'Z', questions: [tf] }))
        .status,
    ).toBe(403);
  });
});
