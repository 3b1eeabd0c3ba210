import type { CoursePageData } from '@mahir/shared';

/** Placeholder until its area lands; replaced by the area's real section. */
export function RelatedCourses(_props: { page: CoursePageData }) {
  return null;
}
