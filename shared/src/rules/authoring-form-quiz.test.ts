import { describe, expect, it } from 'vitest';
import {
  blankQuestion,
  canRemoveQuestion,
  canSubmitQuiz,
  isQuestionComplete,
  removeLastQuestion,
  setQuestionType,
} from './authoring-form-quiz';

const mc = {
  ...blankQuestion(),
  question: '<p>1 + 1?</p>',
  type: 1,
  choice1: '1',
  choice2: '2',
  choice3: '3',
  choice4: '4',
  answer: 2,
};
const tf = { ...blankQuestion(), id: 9, question: 'Langit biru', type: 2, choose: 1 };

describe('quiz submit rules', () => {
  it('multiple choice needs four choices and an answer; true/false a value', () => {
    expect(isQuestionComplete(mc)).toBe(true);
    expect(isQuestionComplete({ ...mc, choice4: ' ' })).toBe(false);
    expect(isQuestionComplete({ ...mc, answer: null })).toBe(false);
    expect(isQuestionComplete(tf)).toBe(true);
    expect(isQuestionComplete({ ...tf, choose: null })).toBe(false);
    expect(isQuestionComplete({ ...tf, question: '<p></p>' })).toBe(false);
    expect(isQuestionComplete({ ...tf, type: null })).toBe(false);
  });

  it('needs a title and a complete last question, and disables while submitting', () => {
    expect(canSubmitQuiz({ title: 'Kuiz', questions: [mc, tf] })).toBe(true);
    expect(canSubmitQuiz({ title: ' ', questions: [mc, tf] })).toBe(false);
    expect(canSubmitQuiz({ title: 'Kuiz', questions: [mc, blankQuestion()] })).toBe(false);
    expect(canSubmitQuiz({ title: 'Kuiz', questions: [] })).toBe(false);
    expect(canSubmitQuiz({ title: 'Kuiz', questions: [mc] }, true)).toBe(false);
  });

  it('changing type drops the other type’s answer', () => {
    expect(setQuestionType(mc, 2)).toMatchObject({
      type: 2,
      answer: null,
      choose: null,
      question: mc.question,
    });
    expect(setQuestionType(mc, 1)).toBe(mc);
  });
});

describe('removing questions', () => {
  it('applies to the last question only and keeps one', () => {
    expect(canRemoveQuestion(1, 2)).toBe(true);
    expect(canRemoveQuestion(0, 2)).toBe(false);
    expect(canRemoveQuestion(0, 1)).toBe(false);
  });

  it('records an existing question in question_deletes', () => {
    const { quiz, deletes } = removeLastQuestion({ title: 'K', questions: [mc, tf] }, []);
    expect(quiz.questions).toEqual([mc]);
    expect(deletes).toEqual([9]);
    expect(removeLastQuestion(quiz, deletes)).toEqual({ quiz, deletes: [9] });
  });
});
