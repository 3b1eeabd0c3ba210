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
export interface QuizQuestionTable {
  id: Id;
  quiz_id: number;
  hashslug: string;
  question: string;
  type: number;
  choice1: string | null;
  choice2: string | null;
  choice3: string | null;
  choice4: string | null;
  answer: number | null;
  choose: number | null;
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
