import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { isRefusal, QueryState, RefusalState, useApi, useApiQuery } from '@mahir/ui';
import { Anchor, LoadingOverlay } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';
import { learnerTabs, ProductTabs } from '../../components/product-tabs/ProductTabs';
import { CourseEditor } from './CourseEditor';
import { AssignmentsTab } from './tabs/AssignmentsTab';
import { QuizzesTab } from './tabs/QuizzesTab';
import { ScheduleTab } from './tabs/ScheduleTab';

/** A new course: the editor alone. */
export function CourseCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('course.addNewCourse')} />
      <CourseEditor course={null} />
    </>
  );
}

/** Tutor course edit: Edit Course, and when published the Students, Q&A and Rating tabs (plus Schedule, Assignments, Quizzes for tutor courses). */
export function CourseEditPage({ hashslug }: { hashslug: string }) {
  const client = useApi();
  const queryClient = useQueryClient();
  // The editor's form starts from the course it is given and keeps its version, so it must be given the
  // course as saved: no copy is kept once the screen is left (an earlier visit's copy, shown while the
  // fresh one loaded, put the form before the last save and had every later save refused as stale).
  const query = useApiQuery(api.hashslug, { body: { hashslug } }, { staleTime: 0, gcTime: 0 });
  const [tab, setTab] = useState<string | null>('edit');
  const { t } = useTranslation();
  if (isRefusal(query.error))
    return (
      <>
        <PageHeader title={t('course.editCourse')} />
        <RefusalState error={query.error}>
          <Anchor component={Link} href="/tutor/courses" size="sm">
            {t('course.backToList')}
          </Anchor>
        </RefusalState>
      </>
    );
  return (
    <>
      <PageHeader title={t('course.editCourse')} />
      <LoadingOverlay visible={query.isPending} />
      <QueryState query={query}>
        {({ course }) => {
          const published = course.status_id === 1;
          const tutorTabs = published && course.is_tutor;
          return (
            <ProductTabs
              value={tab}
              onChange={setTab}
              tabs={[
                {
                  value: 'edit',
                  label: t('course.editCourse'),
                  panel: <CourseEditor key={course.hashslug} course={course} />,
                },
                ...learnerTabs(course, {
                  counts: course.counts,
                  hidden: !published,
                  onReply: async (id, comment) => {
                    await client.call(api.replyQna, { body: { course_id: course.id, id, comment } });
                    await queryClient.invalidateQueries();
                  },
                }),
                {
                  value: 'schedule',
                  label: t('course.scheduleTab', { n: course.counts.training_schedules }),
                  hidden: !tutorTabs,
                  panel: <ScheduleTab courseId={course.id} initial={course.training_schedules} />,
                },
                {
                  value: 'assignments',
                  label: t('course.assignmentsTab', { n: course.counts.course_assignments }),
                  hidden: !tutorTabs,
                  panel: <AssignmentsTab courseId={course.id} initial={course.course_assignments} />,
                },
                {
                  value: 'quizzes',
                  label: t('course.quizzesTab', { n: course.counts.course_quizs }),
                  hidden: !tutorTabs,
                  panel: <QuizzesTab hashslug={course.hashslug} />,
                },
              ]}
            />
          );
        }}
      </QueryState>
    </>
  );
}
