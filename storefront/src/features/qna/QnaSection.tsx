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
import { DiscussionThread, type ReplyControls } from './DiscussionThread';
import { QuestionForm } from './QuestionForm';

const learningRoutes = routes.learning;
const PER_PAGE = 10;

/** Q&A of the course: the 'Pertanyaan' form for subscribers and the 'Senarai Soalan & Jawapan' list. */
export function QnaSection({ page }: { page: CoursePageData }) {
  const { t } = useTranslation();
  const courseId = page.course.id;
  const input = { params: { courseId } };
  const client = useQueryClient();
  const query = useApiQuery(learningRoutes.qnaQuestions, input);
  const [notice, setNotice] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const [openFor, setOpenFor] = useState<number | null>(null);
  const [pageNo, setPageNo] = useState(1);

  const replyCall = useApiMutation(learningRoutes.qnaReply, {
    onSuccess: ({ data, message }) => {
      client.setQueryData(routeKey(learningRoutes.qnaQuestions, input), data);
      setOpenFor(null);
      setNotice(message ?? null);
    },
  });

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const data = query.data;
  const discussions = data.course.discussions;
  const pages = Math.max(1, Math.ceil(discussions.length / PER_PAGE));
  const current = Math.min(pageNo, pages);
  const shown = discussions.slice((current - 1) * PER_PAGE, current * PER_PAGE);

  const reply: ReplyControls = {
    openFor,
    submitting: replyCall.isPending,
    error: replyCall.error instanceof ApiError ? replyCall.error.message : null,
    open: (id) => {
      replyCall.reset();
      setNotice(null);
      setOpenFor(id);
    },
    cancel: () => setOpenFor(null),
    submit: (id, comment, index2) => {
      const index = discussions.findIndex((q) => q.children.some((a) => a.id === id));
      replyCall.mutate({ body: { comment2: comment, course_id: courseId, id, index, index2 } });
    },
  };

  const onAsked = (message: string) => {
    setAsked(true);
    setNotice(message);
    setPageNo(1);
    void client.invalidateQueries({ queryKey: routeKey(learningRoutes.qnaQuestions, input) });
    void client.invalidateQueries({ queryKey: routeKey(routes.coursePage.page) });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="qna-title">
      <Title order={2} size="h3" id="qna-title">
        {t('qna.title')}
      </Title>
      <SuccessAlert message={notice} onClose={() => setNotice(null)} />
      {!data.is_subscriber ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          <Text fw={600} size="sm">
            {t('qna.subscribe')}
          </Text>
        </Alert>
      ) : (
        data.can_ask && !asked && <QuestionForm courseId={courseId} onAsked={onAsked} />
      )}
      <Divider />
      <Title order={3} size="h4" id="qna-list-title">
        {t('qna.list')}
      </Title>
      {discussions.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} aria-labelledby="qna-list-title">
          {shown.map((q) => (
            <DiscussionThread key={q.id} question={q} tutorId={page.tutor.id} reply={reply} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Center>
          <AppPagination total={pages} value={current} onChange={setPageNo} aria-label={t('qna.pages')} />
        </Center>
      )}
    </Stack>
  );
}
