import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { MSG } from '@mahir/shared/messages';
import { AppPagination, EmptyState, useApiMutation, useApiQuery } from '@mahir/ui';
import { ActionIcon, Badge, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useConfirm } from '../../../components/ConfirmModal';

/** Quizzes: Add New Quiz, search by title on Enter, the paginated table with status badges and delete. */
export function QuizzesTab({ hashslug }: { hashslug: string }) {
  const [typed, setTyped] = useState('');
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(1);
  const confirm = useConfirm();
  const list = useApiQuery(api.searchQuiz, { query: { page }, body: { hashslug, title } }, { staleTime: 0 });
  const remove = useApiMutation(api.deleteQuiz, { onSuccess: () => void list.refetch() });
  const data = list.data?.quizs;
  return (
    <Stack>
      <Group justify="space-between">
        <TextInput
          aria-label="Search quiz"
          placeholder="Search quiz title"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              setPage(1);
              setTitle(typed);
            }
          }}
        />
        <Button component={Link} href={`/tutor/courses/${hashslug}/quiz/create`} size="xs">
          Add New Quiz
        </Button>
      </Group>
      {data && data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <Table striped aria-label="Quizzes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quiz ID</Table.Th>
              <Table.Th>Quiz Name</Table.Th>
              <Table.Th>Created Date</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.data ?? []).map((q) => (
              <Table.Tr key={q.id}>
                <Table.Td>{q.id}</Table.Td>
                <Table.Td>{q.title}</Table.Td>
                <Table.Td>{q.created_at.slice(0, 10)}</Table.Td>
                <Table.Td>
                  <Badge color={q.status === 'available' ? 'mahir.8' : undefined}>{q.status}</Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <ActionIcon
                      component={Link}
                      href={`/tutor/courses/${hashslug}/quiz/${q.id}/edit`}
                      variant="subtle"
                      aria-label={`Edit ${q.title}`}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${q.title}`}
                      onClick={() =>
                        confirm.ask(MSG.confirmDeleteQuiz, () =>
                          remove.mutate({ body: { id: q.id, hashslug } }),
                        )
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {remove.error && <Badge color="red.9">{remove.error.message}</Badge>}
      {data && data.last_page > 1 && <AppPagination total={data.last_page} value={page} onChange={setPage} />}
      {confirm.modal}
    </Stack>
  );
}
