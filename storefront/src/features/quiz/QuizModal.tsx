import type { CoursePageData } from '@mahir/shared';

export interface QuizModalProps {
  page: CoursePageData;
  quizId: number;
  opened: boolean;
  onClose: () => void;
  /** Called after a submission so the chapter list can show the tick. */
  onSubmitted?: () => void;
}

/** Placeholder until the quiz area lands; replaced by the real quiz modal. */
export function QuizModal(_props: QuizModalProps) {
  return null;
}
