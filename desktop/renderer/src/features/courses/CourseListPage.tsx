import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { Button } from '@mantine/core';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';
import { ProductListTable } from '../../components/ProductListTable';
import { RouteNotice } from '../../components/RouteNotice';

/** The tutor's video courses. */
export function CourseListPage() {
  return (
    <>
      <PageHeader title="Video Courses">
        <Button component={Link} href="/tutor/courses/create">
          Add New Course
        </Button>
      </PageHeader>
      <RouteNotice />
      <ProductListTable route={api.list} label="Courses" href={(r) => `/tutor/courses/${r.hashslug}/edit`} />
    </>
  );
}
