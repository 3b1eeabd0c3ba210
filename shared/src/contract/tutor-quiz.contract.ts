import { z } from 'zod';
import { Hashslug, Id, listOf, requiredText } from './fields';
import { QuizQuestionView } from './learning.contract';
import { defineRoute } from './route';
import { QUIZ_AUTHORING_MSG } from './tutor-quiz-text';

export { QUIZ_AUTHORING_MSG } from './tutor-quiz-text';

/**
 * One authored question. type 1 (multiple choice): choice1..choice4 and answer 1..4;
 * type 2 (true/false): choose 1 True, 2 False. The shared rule `questionProblem` holds the submit rules.
 */
export const QuizQuestionInput = z.object({
  id: z.coerce.number().int().positive().nullish(),
  hashslug: z.string().max(64).nullish(),
  question: requiredText(QUIZ_AUTHORING_MSG.questionRequired, 20_000),
  type: z.coerce
    .number()
    .int()
    .min(1, QUIZ_AUTHORING_MSG.typeRequired)
    .max(2, QUIZ_AUTHORING_MSG.typeRequired),
  choice1: z.string().trim().max(1000).nullish(),
  choice2: z.string().trim().max(1000).nullish(),
  choice3: z.string().trim().max(1000).nullish(),
  choice4: z.string().trim().max(1000).nullish(),
  answer: z.coerce.number().int().min(1).max(4).nullish(),
  choose: z.coerce.number().int().min(1).max(2).nullish(),
});
export type QuizQuestionInput = z.infer<typeof QuizQuestionInput>;

export const QuizAuthorBody = z.object({
  title: requiredText(QUIZ_AUTHORING_MSG.titleRequired, 255),
  questions: z.array(QuizQuestionInput).min(1, QUIZ_AUTHORING_MSG.atLeastOneQuestion).max(200),
});

/** A question as its author sees it: with the correct answer. */
export const QuizQuestionAuthorView = QuizQuestionView.extend({
  hashslug: z.string(),
  answer: z.number().int().nullable(),
  choose: z.number().int().nullable(),
});

const quiz = (path: string) => `/ajax/v2/tutor/course/quiz/${path}`;
const tutor = ['tutor'] as const;

export const tutorQuizContract = {
  store: defineRoute({
    method: 'POST',
    path: quiz('store/{hashslug}'),
    summary: 'Create a quiz on the course {hashslug}; answers the course edit url',
    tag: 'tutor-quiz',
    access: tutor,
    owner: 'course',
    params: z.object({ hashslug: Hashslug }),
    body: QuizAuthorBody,
    encoding: 'json',
    response: z.object({ url: z.string(), id: z.number().int(), hashslug: z.string() }),
  }),
  info: defineRoute({
    method: 'POST',
    path: quiz('info'),
    summary: 'A quiz of the course with its questions and answers, for editing',
    tag: 'tutor-quiz',
    access: tutor,
    owner: 'course',
    body: z.object({ hashslug: Hashslug, id: Id }),
    encoding: 'form',
    response: z.object({
      quiz: z.object({
        id: z.number().int(),
        hashslug: z.string(),
        course_hashslug: z.string(),
        title: z.string(),
        status: z.string(),
        questions: z.array(QuizQuestionAuthorView),
      }),
    }),
  }),
  update: defineRoute({
    method: 'POST',
    path: quiz('update/{id}'),
    summary:
      'Update a quiz: title, questions (with id to keep), question_deletes; answers the course edit url',
    tag: 'tutor-quiz',
    access: tutor,
    owner: 'course',
    params: z.object({ id: Id }),
    body: QuizAuthorBody.extend({ question_deletes: listOf(z.coerce.number().int()).default([]) }),
    encoding: 'json',
    response: z.object({ url: z.string(), id: z.number().int() }),
  }),
};
