import { QUIZ_TYPE } from '../constants';
import { quizScore } from './progress';

/** A stored question as grading needs it: `answer` 1..4 for multiple choice, `choose` 1 True / 2 False otherwise. */
export interface GradableQuestion {
  id: number;
  type: number;
  answer: number | null;
  choose: number | null;
}

/** A learner's answer: 1..4 for multiple choice, 1 (Betul) or 0 (Salah) for true/false, null when skipped. */
export interface LearnerAnswer {
  id: number;
  answer: number | null;
}

/** Why an answer list cannot be graded, by position in the list. */
export type AnswerProblem =
  | { index: number; kind: 'unknown_question' }
  | { index: number; kind: 'duplicate' }
  | { index: number; kind: 'invalid_value' };

export interface QuizGrade {
  correct: number;
  total: number;
  /** Whole percent, from `quizScore`. */
  score: number;
  /** Per question, in the quiz's order: whether the learner got it right. */
  results: Array<{ id: number; answer: number | null; correct: boolean }>;
}

/** The learner's answer values for a question type (spec 001 §9): 1..4, or 1 Betul / 0 Salah. */
export function quizAnswerValues(type: number): readonly number[] {
  return type === QUIZ_TYPE.multipleChoice ? [1, 2, 3, 4] : [1, 0];
}

/** Whether a learner's value is allowed for a question type. */
export function isValidQuizAnswer(type: number, value: number): boolean {
  return quizAnswerValues(type).includes(value);
}

/** Finds answers that name no question of the quiz, repeat a question, or carry a value the type does not allow. */
export function answerProblems(
  questions: readonly GradableQuestion[],
  answers: readonly LearnerAnswer[],
): AnswerProblem[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  const problems: AnswerProblem[] = [];
  answers.forEach((a, index) => {
    const question = byId.get(a.id);
    if (!question) problems.push({ index, kind: 'unknown_question' });
    else if (seen.has(a.id)) problems.push({ index, kind: 'duplicate' });
    else if (a.answer !== null && !isValidQuizAnswer(question.type, a.answer))
      problems.push({ index, kind: 'invalid_value' });
    seen.add(a.id);
  });
  return problems;
}

/** Whether one answer is right: the choice number for multiple choice; Betul (1) = True (1), Salah (0) = False (2). */
export function isCorrectAnswer(question: GradableQuestion, value: number | null): boolean {
  if (value === null) return false;
  if (question.type === QUIZ_TYPE.multipleChoice)
    return question.answer !== null && value === question.answer;
  if (question.choose === 1) return value === 1;
  if (question.choose === 2) return value === 0;
  return false;
}

/**
 * Grades a submission on the server. Questions left unanswered count as wrong; answers must already be
 * checked with `answerProblems`, so unknown or repeated ones are ignored here.
 */
export function gradeQuiz(
  questions: readonly GradableQuestion[],
  answers: readonly LearnerAnswer[],
): QuizGrade {
  const given = new Map<number, number | null>();
  for (const a of answers) if (!given.has(a.id)) given.set(a.id, a.answer);
  const results = questions.map((q) => {
    const answer = given.get(q.id) ?? null;
    return { id: q.id, answer, correct: isCorrectAnswer(q, answer) };
  });
  const correct = results.filter((r) => r.correct).length;
  return { correct, total: questions.length, score: quizScore(correct, questions.length), results };
}
