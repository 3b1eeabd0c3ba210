import type { Db } from '@mahir/db';
import { QUIZ_AVAILABLE, type QuizRow, quizRepository } from '@mahir/db/repositories/quiz.repository';
import {
  type ChapterQuiz,
  LEARNING_MSG,
  MSG,
  type QuizInfo,
  type QuizScoreRow,
  type QuizSubmitted,
} from '@mahir/shared';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import {
  type AnswerProblem,
  answerProblems,
  gradeQuiz,
  type LearnerAnswer,
} from '@mahir/shared/rules/quiz-grading';
import { sanitizeHtml } from '@mahir/shared/rules/safe-html';
import { type Actor, actorId, type UserActor } from '../access/actor';
import type { AppContext, ServiceDeps } from '../app-context';
import { type CertificateService, createCertificateService } from '../certificates/certificate.service';
import { AppError } from '../http/app-error';
import { type ChapterReleases, createChapterReleases } from '../school-calendar/chapter-release.service';
import { requireParticipant, requireVisibleCourse } from './learning-access';

const PROBLEM_TEXT: Record<AnswerProblem['kind'], string> = {
  unknown_question: LEARNING_MSG.unknownQuestion,
  duplicate: LEARNING_MSG.duplicateAnswer,
  invalid_value: LEARNING_MSG.invalidAnswer,
};

/** A quiz learners can take, or a 404 (unknown, withdrawn, or not of the given course). */
async function requireQuiz(db: Db, quizId: number, courseId?: number): Promise<QuizRow> {
  const quiz = await quizRepository.find(db, quizId);
  if (!quiz || quiz.status !== QUIZ_AVAILABLE || (courseId !== undefined && quiz.course_id !== courseId))
    throw AppError.notFound(LEARNING_MSG.quizNotFound);
  return quiz;
}

function submittedOf(row: {
  score: number;
  correct: number;
  total: number;
  created_at: string;
}): QuizSubmitted {
  return { score: row.score, correct: row.correct, total: row.total, created_at: row.created_at };
}

/** Quiz taking and results (spec 001 "Quiz modal"); subscribers of the quiz's course only. */
export function createQuizService({
  db,
  clock,
  certificates,
  releases,
}: ServiceDeps & {
  /** Issues the course's certificate when a submission finishes it. */
  certificates: Pick<CertificateService, 'issueIfFinished'>;
  /** Package courses' chapters released by school week: their quizzes wait with them. */
  releases: Pick<ChapterReleases, 'assertQuizOpen'>;
}) {
  return {
    /** The quiz with its questions, never their answers, and the viewer's submission. */
    async info(actor: UserActor, quizId: number): Promise<QuizInfo> {
      const userId = actor.id;
      const quiz = await requireQuiz(db, quizId);
      const { course } = await requireParticipant(db, actor, quiz.course_id, MSG.subscribeToQuiz);
      await releases.assertQuizOpen(actor, course, quiz.id);
      const [questions, submission] = await Promise.all([
        quizRepository.questions(db, quiz.id),
        quizRepository.submission(db, userId, quiz.id),
      ]);
      return {
        id: quiz.id,
        course_id: quiz.course_id,
        title: quiz.title,
        questions: questions.map((q) => ({
          id: q.id,
          question: sanitizeHtml(q.question),
          type: q.type,
          choice1: q.choice1,
          choice2: q.choice2,
          choice3: q.choice3,
          choice4: q.choice4,
        })),
        submitted: submission ? submittedOf(submission) : null,
      };
    },

    /** Grades and stores the viewer's one submission of a quiz. */
    async submit(
      actor: UserActor,
      courseId: number,
      quizId: number,
      answers: LearnerAnswer[],
    ): Promise<QuizSubmitted> {
      const userId = actor.id;
      const quiz = await requireQuiz(db, quizId, courseId);
      const { course } = await requireParticipant(db, actor, courseId, MSG.subscribeToQuiz);
      await releases.assertQuizOpen(actor, course, quiz.id);
      if (await quizRepository.submission(db, userId, quiz.id))
        throw AppError.conflict(LEARNING_MSG.quizAlreadySubmitted);
      const questions = await quizRepository.questions(db, quiz.id);
      if (questions.length === 0) throw AppError.invalid({ questions: [LEARNING_MSG.quizEmpty] });
      const problems = answerProblems(questions, answers);
      if (problems.length > 0) {
        const errors: Record<string, string[]> = {};
        for (const p of problems)
          errors[`questions.${p.index}.${p.kind === 'invalid_value' ? 'answer' : 'id'}`] = [
            PROBLEM_TEXT[p.kind],
          ];
        throw AppError.invalid(errors);
      }
      const grade = gradeQuiz(questions, answers);
      const createdAt = clock().toISOString();
      // One submission per user and quiz: the unique index decides a double click, the loser writes nothing.
      const id = await quizRepository.insertSubmissionIfAbsent(db, {
        quiz_id: quiz.id,
        course_id: courseId,
        user_id: userId,
        answers: JSON.stringify(grade.results.map((r) => ({ question_id: r.id, answer: r.answer }))),
        correct: grade.correct,
        total: grade.total,
        score: grade.score,
        created_at: createdAt,
      });
      if (id === null) throw AppError.conflict(LEARNING_MSG.quizAlreadySubmitted);
      await certificates.issueIfFinished(actor, courseId);
      return { correct: grade.correct, total: grade.total, score: grade.score, created_at: createdAt };
    },

    /** The viewer's results in a course, newest first. */
    async scores(actor: UserActor, courseId: number): Promise<QuizScoreRow[]> {
      await requireParticipant(db, actor, courseId, MSG.subscribeToQuiz);
      const rows = await quizRepository.scores(db, actor.id, courseId);
      return rows.map((r) => ({
        id: r.id,
        quiz_id: r.quiz_id,
        quiz: { title: r.title },
        correct: r.correct,
        total: r.total,
        score: r.score,
        score2: `${r.score}%`,
        created_at: r.created_at,
        created_at_date: formatMalaysiaDate(r.created_at),
      }));
    },

    /** The quizzes of a chapter; `submitted` only means something for a logged-in viewer. */
    async chapterQuizzes(actor: Actor, courseId: number, chapterId: number): Promise<ChapterQuiz[]> {
      await requireVisibleCourse(db, actor, courseId);
      const userId = actorId(actor);
      if (!(await quizRepository.chapterInCourse(db, chapterId, courseId)))
        throw AppError.notFound(LEARNING_MSG.chapterNotFound);
      const rows = await quizRepository.chapterQuizzes(db, courseId, chapterId, userId);
      return rows.map((r) => ({
        quiz_id: r.quiz_id,
        chapter_id: r.chapter_id,
        quiz: { id: r.quiz_id, title: r.title },
        submitted: r.score !== null,
        score: r.score,
      }));
    },
  };
}

/** The quiz service over an app context (or one scoped to a transaction: `{ ...ctx, db: trx }`). */
export function quizServiceFor(ctx: AppContext) {
  return createQuizService({
    ...ctx,
    certificates: createCertificateService(ctx),
    releases: createChapterReleases(ctx),
  });
}
