import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  type GradableQuestion,
  gradeQuiz,
  isCorrectAnswer,
  isValidQuizAnswer,
  quizAnswerValues,
} from './quiz-grading';

const mc = (id: number, answer: number): GradableQuestion => ({ id, type: 1, answer, choose: null });
const tf = (id: number, truth: boolean): GradableQuestion => ({
  id,
  type: 2,
  answer: null,
  choose: truth ? 1 : 2,
});

describe('quiz answer values', () => {
  it('offers 1..4 for multiple choice and 1 Betul / 0 Salah otherwise', () => {
    expect(quizAnswerValues(1)).toEqual([1, 2, 3, 4]);
    expect(quizAnswerValues(2)).toEqual([1, 0]);
    expect(isValidQuizAnswer(1, 4)).toBe(true);
    expect(isValidQuizAnswer(1, 0)).toBe(false);
    expect(isValidQuizAnswer(1, 5)).toBe(false);
    expect(isValidQuizAnswer(2, 0)).toBe(true);
    expect(isValidQuizAnswer(2, 2)).toBe(false);
  });
});

describe('isCorrectAnswer', () => {
  it('compares multiple choice with the stored answer', () => {
    expect(isCorrectAnswer(mc(1, 3), 3)).toBe(true);
    expect(isCorrectAnswer(mc(1, 3), 2)).toBe(false);
    expect(isCorrectAnswer(mc(1, 3), null)).toBe(false);
  });

  it('maps Betul (1) to True (choose 1) and Salah (0) to False (choose 2)', () => {
    expect(isCorrectAnswer(tf(1, true), 1)).toBe(true);
    expect(isCorrectAnswer(tf(1, true), 0)).toBe(false);
    expect(isCorrectAnswer(tf(1, false), 0)).toBe(true);
    expect(isCorrectAnswer(tf(1, false), 1)).toBe(false);
  });

  it('never counts a question without a stored key as right', () => {
    expect(isCorrectAnswer({ id: 1, type: 1, answer: null, choose: null }, 1)).toBe(false);
    expect(isCorrectAnswer({ id: 1, type: 2, answer: null, choose: null }, 0)).toBe(false);
  });
});

describe('gradeQuiz', () => {
  const quiz = [mc(10, 2), mc(11, 3), tf(12, false), tf(13, true)];

  it('grades the seed pattern right, right, wrong, right as 3 of 4 = 75%', () => {
    const grade = gradeQuiz(quiz, [
      { id: 10, answer: 2 },
      { id: 11, answer: 3 },
      { id: 12, answer: 1 },
      { id: 13, answer: 1 },
    ]);
    expect(grade).toMatchObject({ correct: 3, total: 4, score: 75 });
    expect(grade.results.map((r) => r.correct)).toEqual([true, true, false, true]);
  });

  it('counts missing answers as wrong and ignores answer order', () => {
    const grade = gradeQuiz(quiz, [
      { id: 13, answer: 1 },
      { id: 10, answer: 2 },
    ]);
    expect(grade).toMatchObject({ correct: 2, total: 4, score: 50 });
    expect(grade.results.find((r) => r.id === 11)).toEqual({ id: 11, answer: null, correct: false });
  });

  it('rounds the score to a whole percent', () => {
    const three = [mc(1, 1), mc(2, 1), mc(3, 1)];
    expect(gradeQuiz(three, [{ id: 1, answer: 1 }]).score).toBe(33);
    expect(
      gradeQuiz(three, [
        { id: 1, answer: 1 },
        { id: 2, answer: 1 },
      ]).score,
    ).toBe(67);
  });

  it('scores an empty quiz 0 rather than dividing by zero', () => {
    expect(gradeQuiz([], [])).toEqual({ correct: 0, total: 0, score: 0, results: [] });
  });
});

describe('answerProblems', () => {
  const quiz = [mc(10, 2), tf(12, false)];

  it('accepts answers to the quiz’s own questions, skipped ones included', () => {
    expect(
      answerProblems(quiz, [
        { id: 10, answer: 4 },
        { id: 12, answer: null },
      ]),
    ).toEqual([]);
  });

  it('reports unknown questions, repeats and values the type does not allow, by position', () => {
    expect(
      answerProblems(quiz, [
        { id: 99, answer: 1 },
        { id: 10, answer: 1 },
        { id: 10, answer: 2 },
        { id: 12, answer: 2 },
      ]),
    ).toEqual([
      { index: 0, kind: 'unknown_question' },
      { index: 2, kind: 'duplicate' },
      { index: 3, kind: 'invalid_value' },
    ]);
  });
});
