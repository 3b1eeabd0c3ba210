import { QUIZ_TYPE } from '../constants';

/** A question as the quiz form holds it (spec 002 §3): type 1 multiple choice, 2 true/false. */
export interface QuizQuestionDraft {
  id?: number | null;
  hashslug?: string | null;
  question: string;
  type: number | null;
  choice1: string;
  choice2: string;
  choice3: string;
  choice4: string;
  /** 1 to 4: the correct choice of a multiple-choice question. */
  answer: number | null;
  /** 1 True, 2 False: the answer of a true/false question. */
  choose: number | null;
}

export interface QuizDraft {
  title: string;
  questions: QuizQuestionDraft[];
}

/** A blank question for Add New Question. */
export function blankQuestion(): QuizQuestionDraft {
  return {
    question: '',
    type: null,
    choice1: '',
    choice2: '',
    choice3: '',
    choice4: '',
    answer: null,
    choose: null,
  };
}

function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim().length > 0;
}

/** Whether one question is complete: text and type, then four choices and an answer, or a True/False value. */
export function isQuestionComplete(q: QuizQuestionDraft): boolean {
  if (!hasText(q.question)) return false;
  if (q.type === QUIZ_TYPE.multipleChoice)
    return (
      [q.choice1, q.choice2, q.choice3, q.choice4].every((c) => c.trim().length > 0) &&
      q.answer !== null &&
      q.answer >= 1 &&
      q.answer <= 4
    );
  if (q.type === QUIZ_TYPE.trueFalse) return q.choose === 1 || q.choose === 2;
  return false;
}

/**
 * Submit or Update is enabled only with a title and a complete current (last-added) question, and not
 * while a submit is in progress (spec 002 §5).
 */
export function canSubmitQuiz(quiz: QuizDraft, submitting = false): boolean {
  if (submitting || !quiz.title.trim()) return false;
  const last = quiz.questions.at(-1);
  return last !== undefined && isQuestionComplete(last);
}

/** Remove applies to the last question only, and one question always stays. */
export function canRemoveQuestion(index: number, count: number): boolean {
  return count > 1 && index === count - 1;
}

/** Removes the last question, recording an existing one's id in question_deletes. */
export function removeLastQuestion(
  quiz: QuizDraft,
  deletes: readonly number[],
): { quiz: QuizDraft; deletes: number[] } {
  const count = quiz.questions.length;
  if (!canRemoveQuestion(count - 1, count)) return { quiz, deletes: [...deletes] };
  const last = quiz.questions[count - 1];
  return {
    quiz: { ...quiz, questions: quiz.questions.slice(0, -1) },
    deletes: last?.id ? [...deletes, last.id] : [...deletes],
  };
}

/** Changing a question's type keeps its text and drops the answers of the other type. */
export function setQuestionType(q: QuizQuestionDraft, type: number): QuizQuestionDraft {
  if (type === q.type) return q;
  return { ...q, type, answer: null, choose: null };
}
