import { ApiError, type CoursePageData } from '@mahir/shared';
import { EmptyState, ErrorState, LoadingState, routeKey, useApiMutation, useApiQuery } from '@mahir/ui';
import { AppPagination } from '@mahir/ui/AppPagination';
import { SuccessAlert } from '@mahir/ui/Notices';
import { routes } from '@mahir/ui/routes';
import { Alert, Center, Divider, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackEditor } from './FeedbackEditor';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackItem } from './FeedbackItem';
import { RatingBreakdown } from './RatingBreakdown';

const learningRoutes = routes.learning;
const PER_PAGE = 10;

/** Ratings and reviews of the course: average, per-star breakdown, the create form, the list and editing. */
export function FeedbackSection({ page }: { page: CoursePageData }) {
  const { t } = useTranslation();
  const courseId = page.course.id;
  const client = useQueryClient();
  const query = useApiQuery(learningRoutes.feedbackCourse, { params: { courseId } });
  const [notice, setNotice] = useState<string | null>(null);
  const [reviewed, setReviewed] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [pageNo, setPageNo] = useState(1);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: routeKey(learningRoutes.feedbackCourse) });
    void client.invalidateQueries({ queryKey: routeKey(routes.coursePage.page) });
  };
  const create = useApiMutation(learningRoutes.feedbackCreate, {
    onSuccess: ({ message }) => {
      setReviewed(true);
      setNotice(message ?? null);
      setPageNo(1);
      refresh();
    },
  });

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const data = query.data;
  const subscription = page.viewer.subscription;
  const pages = Math.max(1, Math.ceil(data.feedbacks.length / PER_PAGE));
  const current = Math.min(pageNo, pages);
  const shown = data.feedbacks.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  const createError = create.error instanceof ApiError ? create.error : null;

  return (
    <Stack gap="md" component="section" aria-labelledby="feedback-title">
      <Title order={2} size="h3" id="feedback-title">
        {t('feedback.title')}
      </Title>
      <RatingBreakdown rating={data.rating} total={data.total} rates={data.rates} />
      <SuccessAlert message={notice} onClose={() => setNotice(null)} />
      {!data.is_subscriber ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          <Text fw={600} size="sm">
            {t('feedback.subscribe')}
          </Text>
        </Alert>
      ) : (
        data.can_review &&
        !reviewed &&
        subscription && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('feedback.write')}
            </Title>
            <FeedbackForm
              idPrefix="feedback-create"
              submitLabel={t('common.submit')}
              submitting={create.isPending}
              error={createError && Object.keys(createError.errors).length === 0 ? createError.message : null}
              fieldErrors={createError?.errors}
              onSubmit={(values) =>
                create.mutate({
                  body: {
                    ...values,
                    course_id: courseId,
                    tutor_id: page.tutor.id,
                    subscribe_id: subscription.subscriberId,
                  },
                })
              }
            />
          </Stack>
        )
      )}
      <Divider />
      {data.feedbacks.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('feedback.list')}>
          {shown.map((f) => (
            <FeedbackItem
              key={f.id}
              feedback={f}
              own={f.id === data.mine}
              editDisabled={editingId !== null}
              onEdit={() => {
                setNotice(null);
                setEditingId(f.id);
              }}
              editor={
                editingId === f.id ? (
                  <FeedbackEditor
                    id={f.id}
                    onClose={() => setEditingId(null)}
                    onSaved={(message) => {
                      setEditingId(null);
                      setNotice(message);
                      refresh();
                    }}
                  />
                ) : undefined
              }
            />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Center>
          <AppPagination
            total={pages}
            value={current}
            onChange={setPageNo}
            aria-label={t('feedback.pages')}
          />
        </Center>
      )}
    </Stack>
  );
}
