import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { AppPagination, EmptyState, useApiMutation, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { ActionIcon, Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfirm } from '../../../components/ConfirmModal';
import { DeleteRowButton } from '../../../components/RowActions';
import { useFormat } from '../../../i18n/format';

/** Quizzes: Add New Quiz, search by title on Enter, the paginated table with status badges and delete. */
export function QuizzesTab({ hashslug }: { hashslug: string }) {
  const [typed, setTyped] = useState('');
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(1);
  const confirm = useConfirm();
  const { t } = useTranslation();
  const format = useFormat();
  const list = useApiQuery(api.searchQuiz, { query: { page }, body: { hashslug, title } }, { staleTime: 0 });
  const remove = useApiMutation(api.deleteQuiz, { onSuccess: () => void list.refetch() });
  const data = list.data?.quizs;
  return (
    <Stack>
      <Group justify="space-between">
        <TextInput
          aria-label={t('course.searchQuiz')}
          placeholder={t('course.searchQuizTitle')}
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
          {t('course.addNewQuiz')}
        </Button>
      </Group>
      {data && data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable
          striped
          aria-label={t('course.quizzes')}
          rows={data?.data ?? []}
          rowKey={(q) => q.id}
          columns={[
            { header: t('course.quizId'), cell: (q) => q.id },
            { header: t('course.quizName'), cell: (q) => q.title },
            { header: t('course.createdDate'), cell: (q) => format.tableDay(q.created_at) },
            {
              header: t('common.status'),
              cell: (q) => (
                <Badge color={q.status === 'available' ? 'mahir.8' : undefined}>
                  {q.status === 'available' ? t('course.quizAvailable') : q.status}
                </Badge>
              ),
            },
            {
              header: t('course.actions'),
              cell: (q) => (
                <Group gap={4}>
                  <ActionIcon
                    component={Link}
                    href={`/tutor/courses/${hashslug}/quiz/${q.id}/edit`}
                    variant="subtle"
                    aria-label={t('course.editTitle', { title: q.title })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <DeleteRowButton
                    label={t('course.deleteTitle', { title: q.title })}
                    onDelete={() =>
                      confirm.ask(t('course.confirmDeleteQuiz'), () =>
                        remove.mutate({ body: { id: q.id, hashslug } }),
                      )
                    }
                  />
                </Group>
              ),
            },
          ]}
        />
      )}
      {remove.error && <Badge color="red.9">{remove.error.message}</Badge>}
      {data && data.last_page > 1 && <AppPagination total={data.last_page} value={page} onChange={setPage} />}
      {confirm.modal}
    </Stack>
  );
}
