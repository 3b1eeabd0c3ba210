import type { Insertable } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';
import type { QuizQuestionFields } from './quiz.table';
import { rowById } from './row-lookup';

/** The status of a quiz learners can take (spec 002: 'available' or other). */
export const QUIZ_AVAILABLE = 'available';

export interface QuizRow {
  id: number;
  course_id: number;
  title: string;
  status: string;
}

export interface QuizQuestionRow extends QuizQuestionFields {
  id: number;
}

export interface QuizSubmissionRow {
  id: number;
  quiz_id: number;
  correct: number;
  total: number;
  score: number;
  created_at: string;
}

/** Quizzes, their questions and learners' submissions. */
export const quizRepository = {
  find(db: Db, quizId: number): Promise<QuizRow | undefined> {
    return rowById(db, 'quizzes', ['id', 'course_id', 'title', 'status'], quizId);
  },

  /** Questions in the order the tutor set, answer keys included (for grading only). */
  questions(db: Db, quizId: number): Promise<QuizQuestionRow[]> {
    return db
      .selectFrom('quiz_questions')
      .select(['id', 'question', 'type', 'choice1', 'choice2', 'choice3', 'choice4', 'answer', 'choose'])
      .where('quiz_id', '=', quizId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  submission(db: Db, userId: number, quizId: number): Promise<QuizSubmissionRow | undefined> {
    return db
      .selectFrom('quiz_submissions')
      .select(['id', 'quiz_id', 'correct', 'total', 'score', 'created_at'])
      .where('user_id', '=', userId)
      .where('quiz_id', '=', quizId)
      .executeTakeFirst();
  },

  /** Records a submission; the unique (user_id, quiz_id) index refuses a second one. */
  /** Stores the user's submission unless they submitted the quiz already (unique index); null when they had. */
  async insertSubmissionIfAbsent(
    db: Db,
    row: Insertable<Database['quiz_submissions']>,
  ): Promise<number | null> {
    const inserted = await db
      .insertInto('quiz_submissions')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'quiz_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  },

  /** A user's results in a course with the quiz titles, newest first. */
  scores(db: Db, userId: number, courseId: number) {
    return db
      .selectFrom('quiz_submissions')
      .innerJoin('quizzes', 'quizzes.id', 'quiz_submissions.quiz_id')
      .select([
        'quiz_submissions.id',
        'quiz_submissions.quiz_id',
        'quiz_submissions.correct',
        'quiz_submissions.total',
        'quiz_submissions.score',
        'quiz_submissions.created_at',
        'quizzes.title',
      ])
      .where('quiz_submissions.user_id', '=', userId)
      .where('quiz_submissions.course_id', '=', courseId)
      .orderBy('quiz_submissions.created_at', 'desc')
      .orderBy('quiz_submissions.id', 'desc')
      .execute();
  },

  chapterInCourse(db: Db, chapterId: number, courseId: number): Promise<{ id: number } | undefined> {
    return db
      .selectFrom('chapters')
      .select('id')
      .where('id', '=', chapterId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
  },

  /** The available quizzes of a chapter in order, with the user's score where submitted. */
  chapterQuizzes(db: Db, courseId: number, chapterId: number, userId: number | null) {
    return db
      .selectFrom('chapter_quizzes')
      .innerJoin('quizzes', 'quizzes.id', 'chapter_quizzes.quiz_id')
      .leftJoin('quiz_submissions', (join) =>
        join
          .onRef('quiz_submissions.quiz_id', '=', 'quizzes.id')
          .on('quiz_submissions.user_id', '=', userId ?? 0),
      )
      .select([
        'chapter_quizzes.quiz_id',
        'chapter_quizzes.chapter_id',
        'quizzes.title',
        'quiz_submissions.score',
      ])
      .where('chapter_quizzes.chapter_id', '=', chapterId)
      .where('quizzes.course_id', '=', courseId)
      .where('quizzes.status', '=', QUIZ_AVAILABLE)
      .orderBy('chapter_quizzes.position')
      .orderBy('chapter_quizzes.quiz_id')
      .execute();
  },
};
