import { courseAggregateRepository } from '@mahir/db/repositories/course-aggregate.repository';
import { quizAuthoringRepository } from '@mahir/db/repositories/quiz-authoring.repository';
import { AUTHORING_MSG, QUIZ_AUTHORING_MSG, QUIZ_TYPE, type QuizQuestionInput } from '@mahir/shared';
import { questionProblem } from '@mahir/shared/rules/authoring';
import { sanitizeHtml } from '@mahir/shared/rules/safe-html';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { assertOwnsCourse } from './course-ownership';

const PROBLEM_MSG = {
  question: QUIZ_AUTHORING_MSG.questionRequired,
  type: QUIZ_AUTHORING_MSG.typeRequired,
  choices: QUIZ_AUTHORING_MSG.choicesRequired,
  answer: QUIZ_AUTHORING_MSG.answerRequired,
  choose: QUIZ_AUTHORING_MSG.chooseRequired,
} as const;

/** Checks every question by the submit rules and keeps only the fields its type uses. */
function normalise(questions: QuizQuestionInput[]) {
  const errors: Record<string, string[]> = {};
  const out = questions.map((q, i) => {
    const problem = questionProblem(q);
    if (problem) errors[`questions.${i}.${problem}`] = [PROBLEM_MSG[problem]];
    const mc = q.type === QUIZ_TYPE.multipleChoice;
    return {
      id: q.id ?? null,
      question: sanitizeHtml(q.question),
      type: q.type,
      choice1: mc ? (q.choice1 ?? null) : null,
      choice2: mc ? (q.choice2 ?? null) : null,
      choice3: mc ? (q.choice3 ?? null) : null,
      choice4: mc ? (q.choice4 ?? null) : null,
      answer: mc ? (q.answer ?? null) : null,
      choose: mc ? null : (q.choose ?? null),
    };
  });
  if (Object.keys(errors).length) throw AppError.invalid(errors);
  return out;
}

const editUrl = (courseHashslug: string) => `/backoffice/tutor/courses/${courseHashslug}/edit`;

/** Quiz authoring on the tutor's own courses: create, load for edit, update with question deletions. */
export function createTutorQuizService({ db, clock }: ServiceDeps) {
  async function ownedQuiz(actor: UserActor, id: number) {
    const quiz = await quizAuthoringRepository.find(db, id);
    if (!quiz) throw AppError.notFound(AUTHORING_MSG.quizNotFound);
    const head = await courseAggregateRepository.findHeadById(db, quiz.course_id);
    assertOwnsCourse(actor, head);
    return { quiz, head };
  }

  return {
    async store(
      actor: UserActor,
      courseHashslug: string,
      body: { title: string; questions: QuizQuestionInput[] },
    ) {
      const head = await courseAggregateRepository.findHead(db, courseHashslug);
      assertOwnsCourse(actor, head);
      const saved = await quizAuthoringRepository.save(db, {
        quizId: null,
        courseId: head.id,
        userId: actor.id,
        title: body.title,
        questions: normalise(body.questions).map((q) => ({ ...q, id: null })),
        deletes: [],
        now: clock().toISOString(),
      });
      if (!saved) throw AppError.invalid({ questions: [AUTHORING_MSG.unknownRow] });
      return { url: editUrl(head.hashslug), id: saved.id, hashslug: saved.hashslug };
    },

    async info(actor: UserActor, courseHashslug: string, id: number) {
      const { quiz, head } = await ownedQuiz(actor, id);
      if (head.hashslug !== courseHashslug) throw AppError.notFound(AUTHORING_MSG.quizNotFound);
      const questions = await quizAuthoringRepository.questions(db, quiz.id);
      return {
        quiz: {
          id: quiz.id,
          hashslug: quiz.hashslug,
          course_hashslug: head.hashslug,
          title: quiz.title,
          status: quiz.status,
          questions,
        },
      };
    },

    async update(
      actor: UserActor,
      id: number,
      body: { title: string; questions: QuizQuestionInput[]; question_deletes: number[] },
    ) {
      const { quiz, head } = await ownedQuiz(actor, id);
      const saved = await quizAuthoringRepository.save(db, {
        quizId: quiz.id,
        courseId: head.id,
        userId: actor.id,
        title: body.title,
        questions: normalise(body.questions),
        deletes: body.question_deletes,
        now: clock().toISOString(),
      });
      if (!saved) throw AppError.invalid({ questions: [AUTHORING_MSG.unknownRow] });
      return { url: editUrl(head.hashslug), id: quiz.id };
    },
  };
}
