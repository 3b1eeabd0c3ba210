import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { TutorProductListPage } from '../../components/ProductListTable';

/** The tutor's video courses. */
export function CourseListPage() {
  return (
    <TutorProductListPage
      title="Video Courses"
      addHref="/tutor/courses/create"
      addLabel="Add New Course"
      route={api.list}
      label="Courses"
      href={(r) => `/tutor/courses/${r.hashslug}/edit`}
    />
  );
}
