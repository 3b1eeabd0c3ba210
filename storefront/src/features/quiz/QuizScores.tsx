import { ApiError, type CoursePageData, MSG } from '@mahir/shared';
import { EmptyState, ErrorState, LoadingState, SubscribeNotice, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Stack, Table, Title } from '@mantine/core';

function ScoresTable({ courseId }: { courseId: number }) {
  const query = useApiQuery(routes.learning.quizScores, { body: { course_id: courseId } });
  if (query.isPending) return <LoadingState />;
  if (query.error instanceof ApiError && query.error.status === 403)
    return <SubscribeNotice message={MSG.subscribeToQuiz} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const { scores } = query.data;
  if (scores.length === 0) return <EmptyState />;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby="quiz-scores-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>No</Table.Th>
            <Table.Th>Nama Kuiz</Table.Th>
            <Table.Th>Tarikh Dijawab</Table.Th>
            <Table.Th ta="right">Skor (%)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {scores.map((row, i) => (
            <Table.Tr key={row.id}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{row.quiz.title}</Table.Td>
              <Table.Td>{row.created_at_date}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {row.score2}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The learner's quiz results in this course; non-subscribers see the subscribe notice. */
export function QuizScores({ page }: { page: CoursePageData }) {
  // Quizzes hang off the chapters of video courses; other kinds have none to score.
  if (page.course.kind !== 'video') return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="quiz-scores-title">
      <Title order={2} size="h3" id="quiz-scores-title">
        Skor Kuiz
      </Title>
      {page.viewer.is_subscriber ? (
        <ScoresTable courseId={page.course.id} />
      ) : (
        <SubscribeNotice message={MSG.subscribeToQuiz} />
      )}
    </Stack>
  );
}
