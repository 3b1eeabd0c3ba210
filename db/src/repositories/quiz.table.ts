import type { CreatedAt, Id } from '../column-types';

export interface QuizTable {
  id: Id;
  hashslug: string;
  course_id: number;
  user_id: number;
  title: string;
  status: string;
  created_at: CreatedAt;
}
export interface ChapterQuizTable {
  chapter_id: number;
  quiz_id: number;
  position: number;
}
/** What a tutor writes of a question; the learner-facing reads leave out `answer` and `choose`. */
export interface QuizQuestionFields {
  question: string;
  type: number;
  choice1: string | null;
  choice2: string | null;
  choice3: string | null;
  choice4: string | null;
  /** The correct choice (1..4) of a multiple-choice question; never sent to learners. */
  answer: number | null;
  /** 1 True / 2 False of a true/false question; never sent to learners. */
  choose: number | null;
}
export interface QuizQuestionTable extends QuizQuestionFields {
  id: Id;
  quiz_id: number;
  hashslug: string;
  position: number;
}
export interface QuizSubmissionTable {
  id: Id;
  quiz_id: number;
  course_id: number;
  user_id: number;
  answers: string;
  correct: number;
  total: number;
  score: number;
  created_at: CreatedAt;
}
