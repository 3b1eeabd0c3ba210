import type { TutorKey } from './tutors';

/** Languages of course content (spec 002 statistics: bm, en, ma, pi). */
export type CourseLanguage = 'bm' | 'en' | 'ma' | 'pi';

/** A quiz question: [text, choices] for multiple choice (answer 1-4) or [text, true/false]. */
export type QuizQuestionSpec =
  | { q: string; choices: readonly [string, string, string, string]; answer: 1 | 2 | 3 | 4 }
  | { q: string; truth: boolean };

/** One demo course or digital asset. */
export interface CourseSpec {
  /** Fixed hashslug for demo items tests rely on; others get a seeded random one. */
  slug?: string;
  owner: TutorKey;
  /** Sub-category slug; the category follows from it. */
  sub: string;
  title: string;
  summary: string;
  lang: CourseLanguage;
  /** Price-list tier 1-10; tutor courses use their monthly plan, free courses `free`. */
  tier?: number;
  free?: boolean;
  /** Discount in sen, active when given. */
  discount?: number;
  tags: readonly string[];
  status?: 0 | 1 | 2;
  reject?: string;
  special?: boolean;
  inactive?: boolean;
  /** Video: chapters as [title, module titles?]. */
  chapters?: ReadonlyArray<readonly [string, (readonly string[])?]>;
  /** Video: hand-written quizzes for the first chapters (otherwise one from the category bank). */
  quizzes?: ReadonlyArray<{ title: string; questions: readonly QuizQuestionSpec[] }>;
  /** Audio: topics as [title, sub-topic titles]. */
  topics?: ReadonlyArray<readonly [string, readonly string[]]>;
  /** Ebook titles or stock photo titles. */
  parts?: readonly string[];
}
