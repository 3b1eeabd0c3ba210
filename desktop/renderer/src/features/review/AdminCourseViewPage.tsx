import { adminCourseReviewContract } from '@mahir/shared/contract/admin-review.contract';
import type { CourseView } from '@mahir/shared/contract/tutor-course.contract';
import { QueryState, useApi, useApiQuery } from '@mahir/ui';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ProductListTable } from '../../components/ProductListTable';
import { learnerTabs, ProductTabs } from '../../components/product-tabs/ProductTabs';
import {
  AboutSection,
  AttachmentsSection,
  ChaptersSection,
  type CourseFormValues,
  CourseInfoSection,
  courseToForm,
  SettingsSection,
  useLookups,
} from '../courses';
import { RecurringIdForm } from './RecurringIdForm';
import { ReviewActions } from './ReviewActions';
import { ReviewHeader, useReviewOutcome } from './ReviewHeader';

const api = adminCourseReviewContract;

/** Courses for review. */
export function AdminCourseListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('review.courses')} />
      <ProductListTable
        route={api.list}
        label={t('review.courses')}
        showAuthor
        href={(r) => `/admin/courses/${r.hashslug}`}
      />
    </>
  );
}

function ReadOnlyCourse({ course }: { course: CourseView }) {
  const form = useForm<CourseFormValues>({ initialValues: courseToForm(course) });
  const lookups = useLookups(api, form.getValues().category_id);
  return (
    <Stack>
      <CourseInfoSection form={form} lookups={lookups} readOnly />
      <AboutSection form={form} readOnly />
      <ChaptersSection form={form} readOnly />
      <AttachmentsSection form={form} readOnly />
      {!course.is_tutor && <SettingsSection form={form} readOnly />}
    </Stack>
  );
}

/** Admin view of a course: read-only with the tabs; Publish/Reject while pending; recurring id when a published tutor course. */
export function AdminCourseViewPage({ hashslug }: { hashslug: string }) {
  const client = useApi();
  const query = useApiQuery(api.hashslug, { body: { hashslug } }, { staleTime: 0 });
  const outcome = useReviewOutcome(query.refetch);
  const done = outcome.done;
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('review.viewCourse')} />
      <QueryState query={query}>
        {({ course }) => (
          <>
            <ReviewHeader item={course} listHref="/admin/courses" listRoute={api.list} outcome={outcome}>
              {course.status_id === 0 && (
                <ReviewActions route={api.review} hashslug={course.hashslug} onDone={done} />
              )}
              {course.status_id === 1 && course.is_tutor && (
                <RecurringIdForm hashslug={course.hashslug} initial={course.recurring_id} onDone={done} />
              )}
            </ReviewHeader>
            <ProductTabs
              defaultValue="view"
              tabs={[
                {
                  value: 'view',
                  label: t('review.viewCourse'),
                  panel: <ReadOnlyCourse key={course.version} course={course} />,
                },
                ...learnerTabs(course, {
                  counts: course.counts,
                  onReply: async (id, comment) => {
                    await client.call(api.replyQna, { body: { course_id: course.id, id, comment } });
                    await query.refetch();
                  },
                }),
              ]}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
