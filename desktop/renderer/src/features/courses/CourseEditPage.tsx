import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { isRefusal, QueryState, RefusalState, useApi, useApiQuery } from '@mahir/ui';
import { Anchor, LoadingOverlay, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';
import { QnaTab } from '../../components/product-tabs/QnaTab';
import { RatingTab } from '../../components/product-tabs/RatingTab';
import { SubscribersTab } from '../../components/product-tabs/SubscribersTab';
import { CourseEditor } from './CourseEditor';
import { AssignmentsTab } from './tabs/AssignmentsTab';
import { QuizzesTab } from './tabs/QuizzesTab';
import { ScheduleTab } from './tabs/ScheduleTab';

/** A new course: the editor alone. */
export function CourseCreatePage() {
  return (
    <>
      <PageHeader title="Add New Course" />
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
  if (isRefusal(query.error))
    return (
      <>
        <PageHeader title="Edit Course" />
        <RefusalState error={query.error}>
          <Anchor component={Link} href="/tutor/courses" size="sm">
            Back to Video Courses
          </Anchor>
        </RefusalState>
      </>
    );
  return (
    <>
      <PageHeader title="Edit Course" />
      <LoadingOverlay visible={query.isPending} />
      <QueryState query={query}>
        {({ course }) => {
          const published = course.status_id === 1;
          const tutorTabs = published && course.is_tutor;
          return (
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="edit">Edit Course</Tabs.Tab>
                {published && <Tabs.Tab value="students">Students ({course.counts.subscribers})</Tabs.Tab>}
                {published && (
                  <Tabs.Tab value="qna">Question &amp; Answer ({course.counts.discussions})</Tabs.Tab>
                )}
                {published && (
                  <Tabs.Tab value="rating">Rating &amp; Feedbacks ({course.counts.feedbacks})</Tabs.Tab>
                )}
                {tutorTabs && (
                  <Tabs.Tab value="schedule">Schedule ({course.counts.training_schedules})</Tabs.Tab>
                )}
                {tutorTabs && (
                  <Tabs.Tab value="assignments">Assignments ({course.counts.course_assignments})</Tabs.Tab>
                )}
                {tutorTabs && <Tabs.Tab value="quizzes">Quizzes ({course.counts.course_quizs})</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="edit">
                <CourseEditor key={course.hashslug} course={course} />
              </Tabs.Panel>
              <Tabs.Panel value="students">
                <SubscribersTab subscribers={course.subscribers} />
              </Tabs.Panel>
              <Tabs.Panel value="qna">
                <QnaTab
                  discussions={course.discussions}
                  onReply={async (id, comment) => {
                    await client.call(api.replyQna, { body: { course_id: course.id, id, comment } });
                    await queryClient.invalidateQueries();
                  }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="rating">
                <RatingTab rating={course.rating} rates={course.rates} feedbacks={course.feedbacks} />
              </Tabs.Panel>
              <Tabs.Panel value="schedule">
                <ScheduleTab courseId={course.id} initial={course.training_schedules} />
              </Tabs.Panel>
              <Tabs.Panel value="assignments">
                <AssignmentsTab courseId={course.id} initial={course.course_assignments} />
              </Tabs.Panel>
              <Tabs.Panel value="quizzes">
                <QuizzesTab hashslug={course.hashslug} />
              </Tabs.Panel>
            </Tabs>
          );
        }}
      </QueryState>
    </>
  );
}
