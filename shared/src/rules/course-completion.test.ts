import { describe, expect, it } from 'vitest';
import { courseCompletion, QUIZ_PASS_PERCENT } from './course-completion';

const chapter = (modules: Array<[number, boolean]>, quizzes: number[] = []) => ({
  modules: modules.map(([id, is_watched]) => ({ id, is_watched })),
  quizs: quizzes.map((quiz_id) => ({ quiz_id })),
});

describe('course completion', () => {
  it('is finished when every module is watched and every quiz passed', () => {
    const result = courseCompletion({
      chapters: [
        chapter(
          [
            [1, true],
            [2, true],
          ],
          [10],
        ),
        chapter([[3, true]], [11]),
      ],
      scores: [
        { quiz_id: 10, score: 80 },
        { quiz_id: 11, score: QUIZ_PASS_PERCENT },
      ],
    });
    expect(result).toEqual({
      finished: true,
      modules: { watched: 3, total: 3 },
      quizzes: { passed: 2, total: 2 },
      unwatchedModuleIds: [],
      unpassedQuizIds: [],
    });
  });

  it('is not finished with a module left to watch', () => {
    const result = courseCompletion({
      chapters: [
        chapter([
          [1, true],
          [2, false],
        ]),
      ],
      scores: [],
    });
    expect(result).toMatchObject({
      finished: false,
      unwatchedModuleIds: [2],
      modules: { watched: 1, total: 2 },
    });
  });

  it('is not finished with a quiz failed or not taken, and takes the best of several scores', () => {
    const chapters = [chapter([[1, true]], [10, 11])];
    expect(
      courseCompletion({ chapters, scores: [{ quiz_id: 10, score: QUIZ_PASS_PERCENT - 1 }] }).unpassedQuizIds,
    ).toEqual([10, 11]);
    expect(
      courseCompletion({
        chapters,
        scores: [
          { quiz_id: 10, score: 20 },
          { quiz_id: 10, score: 90 },
          { quiz_id: 11, score: 100 },
          { quiz_id: 99, score: 100 },
        ],
      }),
    ).toMatchObject({ finished: true, quizzes: { passed: 2, total: 2 } });
  });

  it('counts a quiz shared by two chapters once', () => {
    const result = courseCompletion({
      chapters: [chapter([[1, true]], [10]), chapter([[2, true]], [10])],
      scores: [{ quiz_id: 10, score: 70 }],
    });
    expect(result.quizzes).toEqual({ passed: 1, total: 1 });
  });

  it('never finishes a course with nothing in it', () => {
    expect(courseCompletion({ chapters: [], scores: [] }).finished).toBe(false);
    expect(courseCompletion({ chapters: [chapter([])], scores: [] }).finished).toBe(false);
  });

  it('finishes a course of quizzes only once they are passed', () => {
    expect(
      courseCompletion({ chapters: [chapter([], [5])], scores: [{ quiz_id: 5, score: 60 }] }).finished,
    ).toBe(true);
  });
});
