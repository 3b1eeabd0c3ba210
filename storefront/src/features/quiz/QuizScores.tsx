import { ApiError, type CoursePageData } from '@mahir/shared';
import { EmptyState, ErrorState, LoadingState, SubscribeNotice, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { routes } from '@mahir/ui/routes';
import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';

function ScoresTable({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { lang, formatDate } = useLanguage();
  const query = useApiQuery(routes.learning.quizScores, { body: { course_id: courseId } });
  if (query.isPending) return <LoadingState />;
  if (query.error instanceof ApiError && query.error.status === 403)
    return <SubscribeNotice message={t('quiz.subscribe')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const { scores } = query.data;
  if (scores.length === 0) return <EmptyState />;
  return (
    <Table.ScrollContainer minWidth={420}>
      <DataTable
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-labelledby="quiz-scores-title"
        rows={scores}
        rowKey={(row) => row.id}
        columns={[
          { header: t('quiz.colNo'), cell: (_, i) => i + 1, th: { w: 56 } },
          { header: t('quiz.colName'), cell: (row) => row.quiz.title },
          {
            header: t('quiz.colDate'),
            // With no language the server's own date, as the spec shows it.
            cell: (row) => (lang ? formatDate(row.created_at) : row.created_at_date),
          },
          {
            header: t('quiz.colScore'),
            cell: (row) => row.score2,
            th: { ta: 'right' },
            td: { ta: 'right', fw: 600 },
          },
        ]}
      />
    </Table.ScrollContainer>
  );
}

/** The learner's quiz results in this course; non-subscribers see the subscribe notice. */
export function QuizScores({ page }: { page: CoursePageData }) {
  // Quizzes hang off the chapters of video courses; other kinds have none to score.
  const { t } = useTranslation();
  if (page.course.kind !== 'video') return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="quiz-scores-title">
      <Title order={2} size="h3" id="quiz-scores-title">
        {t('quiz.scores')}
      </Title>
      {page.viewer.is_subscriber ? (
        <ScoresTable courseId={page.course.id} />
      ) : (
        <SubscribeNotice message={t('quiz.subscribe')} />
      )}
    </Stack>
  );
}
