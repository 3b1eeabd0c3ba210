import type { CoursePageData } from '@mahir/shared';

/** Placeholder until its area lands; replaced by the area's real section. */
export function QuizScores(_props: { page: CoursePageData }) {
  return null;
}
