import {
  type AssignmentView,
  tutorCourseContract as api,
} from '@mahir/shared/contract/tutor-course.contract';
import { useApiMutation } from '@mahir/ui';
import { Anchor, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../../i18n/format';
import { NumberedRows } from './NumberedRows';

type Assignment = z.infer<typeof AssignmentView>;

/** One assignment as its view link shows it: title, when it was created, and what the learners are asked. */
function AssignmentModal({ assignment, onClose }: { assignment: Assignment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Modal
      opened={assignment !== null}
      onClose={onClose}
      title={assignment?.title ?? ''}
      closeButtonProps={{ 'aria-label': t('course.closeAssignment') }}
    >
      {assignment && (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('course.created', { date: format.dateTime(assignment.created_at) })}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>
            {assignment.description || t('course.noDescription')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('course.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Assignments: No, title, created date; add, view (its link) and delete after 'Are you sure?'. */
export function AssignmentsTab({ courseId, initial }: { courseId: number; initial: Assignment[] }) {
  const [rows, setRows] = useState(initial);
  const [viewing, setViewing] = useState<Assignment | null>(null);
  const [adding, setAdding] = useState<{ title: string; description: string } | null>(null);
  const { t } = useTranslation();
  const format = useFormat();
  const store = useApiMutation(api.storeAssignment, {
    onSuccess: ({ data }) => {
      setRows(data.course_assignments);
      setAdding(null);
    },
  });
  const remove = useApiMutation(api.deleteAssignment, {
    onSuccess: ({ data }) => setRows(data.course_assignments),
  });
  return (
    <Stack>
      <Group justify="flex-end">
        <Button size="xs" onClick={() => setAdding({ title: '', description: '' })}>
          {t('course.addAssignment')}
        </Button>
      </Group>
      <NumberedRows
        label={t('course.assignments')}
        rows={rows}
        columns={[
          { header: t('editor.title'), cell: (r) => r.title },
          { header: t('course.createdDate'), cell: (r) => format.tableDay(r.created_at) },
        ]}
        onDelete={(r) => remove.mutate({ body: { id: r.id, course_id: courseId } })}
        actions={(r, deleteButton) => (
          <Group gap="xs" wrap="nowrap">
            <Anchor
              href={`#assignment-${r.id}`}
              size="sm"
              aria-label={t('course.viewTitle', { title: r.title })}
              onClick={(e) => {
                e.preventDefault();
                setViewing(r);
              }}
            >
              {t('course.view')}
            </Anchor>
            {deleteButton}
          </Group>
        )}
      />
      <Modal opened={adding !== null} onClose={() => setAdding(null)} title={t('course.addAssignment')}>
        {adding && (
          <Stack>
            <TextInput
              label={t('editor.title')}
              required
              value={adding.title}
              onChange={(e) => setAdding({ ...adding, title: e.currentTarget.value })}
              error={store.error?.field('title')}
            />
            <Textarea
              label={t('editor.description')}
              value={adding.description}
              onChange={(e) => setAdding({ ...adding, description: e.currentTarget.value })}
            />
            <Button
              loading={store.isPending}
              onClick={() => store.mutate({ body: { course_id: courseId, ...adding } })}
            >
              {t('editor.save')}
            </Button>
          </Stack>
        )}
      </Modal>
      <AssignmentModal assignment={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
