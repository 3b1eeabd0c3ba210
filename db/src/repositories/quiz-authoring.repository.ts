import { randomBytes } from 'node:crypto';
import type { Db } from '../connection';
import type { QuizQuestionFields } from './quiz.table';
import { rowById } from './row-lookup';

/** A question as the tutor saves it; `id` null for a new one. */
export interface QuestionWrite extends QuizQuestionFields {
  id: number | null;
}

class ForeignQuestionError extends Error {}

/** Quizzes as their tutor writes them: the quiz and its questions saved together. */
export const quizAuthoringRepository = {
  find(db: Db, id: number) {
    return rowById(db, 'quizzes', ['id', 'hashslug', 'course_id', 'user_id', 'title', 'status'], id);
  },

  questions(db: Db, quizId: number) {
    return db
      .selectFrom('quiz_questions')
      .select([
        'id',
        'hashslug',
        'question',
        'type',
        'choice1',
        'choice2',
        'choice3',
        'choice4',
        'answer',
        'choose',
      ])
      .where('quiz_id', '=', quizId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  /** Creates or updates a quiz with its questions in one transaction; answers false when a question id is not the quiz's. */
  async save(
    db: Db,
    q: {
      quizId: number | null;
      courseId: number;
      userId: number;
      title: string;
      questions: QuestionWrite[];
      deletes: number[];
      now: string;
    },
  ): Promise<{ id: number; hashslug: string } | null> {
    try {
      return await db.transaction().execute(async (trx) => {
        let id = q.quizId;
        let hashslug: string;
        if (id === null) {
          hashslug = randomBytes(12).toString('base64url');
          const row = await trx
            .insertInto('quizzes')
            .values({
              hashslug,
              course_id: q.courseId,
              user_id: q.userId,
              title: q.title,
              status: 'available',
              created_at: q.now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = Number(row.id);
        } else {
          const row = await trx
            .updateTable('quizzes')
            .set({ title: q.title })
            .where('id', '=', id)
            .returning('hashslug')
            .executeTakeFirstOrThrow();
          hashslug = row.hashslug;
        }
        const existing = new Set(
          (await trx.selectFrom('quiz_questions').select('id').where('quiz_id', '=', id).execute()).map(
            (r) => r.id,
          ),
        );
        if (q.deletes.some((d) => !existing.has(d))) throw new ForeignQuestionError();
        if (q.deletes.length) await trx.deleteFrom('quiz_questions').where('id', 'in', q.deletes).execute();
        for (const [position, question] of q.questions.entries()) {
          const values = {
            question: question.question,
            type: question.type,
            choice1: question.choice1,
            choice2: question.choice2,
            choice3: question.choice3,
            choice4: question.choice4,
            answer: question.answer,
            choose: question.choose,
            position,
          };
          if (question.id !== null) {
            if (!existing.has(question.id) || q.deletes.includes(question.id))
              throw new ForeignQuestionError();
            await trx.updateTable('quiz_questions').set(values).where('id', '=', question.id).execute();
          } else {
            await trx
              .insertInto('quiz_questions')
              .values({ ...values, quiz_id: id, hashslug: randomBytes(12).toString('base64url') })
              .execute();
          }
        }
        return { id, hashslug };
      });
    } catch (err) {
      // A question id that is not the quiz's: the whole save is rolled back.
      if (err instanceof ForeignQuestionError) return null;
      throw err;
    }
  },
};
