import {
  type AssignmentView,
  tutorCourseContract as api,
} from '@mahir/shared/contract/tutor-course.contract';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { useApiMutation } from '@mahir/ui';
import { Anchor, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { NumberedRows } from './NumberedRows';

type Assignment = z.infer<typeof AssignmentView>;

/** One assignment as its view link shows it: title, when it was created, and what the learners are asked. */
function AssignmentModal({ assignment, onClose }: { assignment: Assignment | null; onClose: () => void }) {
  return (
    <Modal
      opened={assignment !== null}
      onClose={onClose}
      title={assignment?.title ?? ''}
      closeButtonProps={{ 'aria-label': 'Close assignment' }}
    >
      {assignment && (
        <Stack>
          <Text size="sm" c="dimmed">
            Created {formatMalaysiaDate(assignment.created_at, true)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{assignment.description || 'No description.'}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
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
          Add Assignment
        </Button>
      </Group>
      <NumberedRows
        label="Assignments"
        rows={rows}
        columns={[
          { header: 'Title', cell: (r) => r.title },
          { header: 'Created Date', cell: (r) => r.created_at.slice(0, 10) },
        ]}
        onDelete={(r) => remove.mutate({ body: { id: r.id, course_id: courseId } })}
        actions={(r, deleteButton) => (
          <Group gap="xs" wrap="nowrap">
            <Anchor
              href={`#assignment-${r.id}`}
              size="sm"
              aria-label={`View ${r.title}`}
              onClick={(e) => {
                e.preventDefault();
                setViewing(r);
              }}
            >
              View
            </Anchor>
            {deleteButton}
          </Group>
        )}
      />
      <Modal opened={adding !== null} onClose={() => setAdding(null)} title="Add Assignment">
        {adding && (
          <Stack>
            <TextInput
              label="Title"
              required
              value={adding.title}
              onChange={(e) => setAdding({ ...adding, title: e.currentTarget.value })}
              error={store.error?.field('title')}
            />
            <Textarea
              label="Description"
              value={adding.description}
              onChange={(e) => setAdding({ ...adding, description: e.currentTarget.value })}
            />
            <Button
              loading={store.isPending}
              onClick={() => store.mutate({ body: { course_id: courseId, ...adding } })}
            >
              Save
            </Button>
          </Stack>
        )}
      </Modal>
      <AssignmentModal assignment={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
