import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { useTranslation } from 'react-i18next';
import { TutorProductListPage } from '../../components/ProductListTable';

/** The tutor's video courses. */
export function CourseListPage() {
  const { t } = useTranslation();
  return (
    <TutorProductListPage
      title={t('course.videoCourses')}
      addHref="/tutor/courses/create"
      addLabel={t('course.addNewCourse')}
      route={api.list}
      label={t('course.courses')}
      href={(r) => `/tutor/courses/${r.hashslug}/edit`}
    />
  );
}
