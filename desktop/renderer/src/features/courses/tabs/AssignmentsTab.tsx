import {
  type AssignmentView,
  tutorCourseContract as api,
} from '@mahir/shared/contract/tutor-course.contract';
import { MSG } from '@mahir/shared/messages';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { EmptyState, useApiMutation } from '@mahir/ui';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { useConfirm } from '../../../components/ConfirmModal';

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
  const confirm = useConfirm();
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
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Table striped aria-label="Assignments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>No</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Created Date</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.id}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{r.title}</Table.Td>
                <Table.Td>{r.created_at.slice(0, 10)}</Table.Td>
                <Table.Td>
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
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${r.title}`}
                      onClick={() =>
                        confirm.ask(MSG.confirmGeneric, () =>
                          remove.mutate({ body: { id: r.id, course_id: courseId } }),
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
      {confirm.modal}
    </Stack>
  );
}
