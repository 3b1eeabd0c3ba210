import { tutorCourseContract as api, type ScheduleView } from '@mahir/shared/contract/tutor-course.contract';
import { useApiMutation } from '@mahir/ui';
import { ActionIcon, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../../i18n/format';
import { NumberedRows } from './NumberedRows';

type Schedule = z.infer<typeof ScheduleView>;

/** Schedule: No, Title, Date Time, Live Streaming; add, edit and delete after 'Are you sure?'; Total. */
export function ScheduleTab({ courseId, initial }: { courseId: number; initial: Schedule[] }) {
  const [rows, setRows] = useState(initial);
  const [editing, setEditing] = useState<Partial<Schedule> | null>(null);
  const { t } = useTranslation();
  const format = useFormat();
  const store = useApiMutation(api.storeTrainingSchedule, {
    onSuccess: ({ data }) => {
      setRows(data.training_schedules);
      setEditing(null);
    },
  });
  const remove = useApiMutation(api.deleteTrainingSchedule, {
    onSuccess: ({ data }) => setRows(data.training_schedules),
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm">{t('course.total', { n: rows.length })}</Text>
        <Button size="xs" onClick={() => setEditing({ title: '', date_time: '', streaming_url: '' })}>
          {t('course.addLiveSchedule')}
        </Button>
      </Group>
      <NumberedRows
        label={t('course.schedule')}
        rows={rows}
        columns={[
          { header: t('editor.title'), cell: (r) => r.title },
          { header: t('course.dateTime'), cell: (r) => format.wallTime(r.date_time) },
          {
            header: t('course.liveStreaming'),
            cell: (r) => r.streaming_url && <Anchor href={r.streaming_url}>{r.streaming_url}</Anchor>,
          },
        ]}
        onDelete={(r) => remove.mutate({ body: { id: r.id, course_id: courseId } })}
        actions={(r, deleteButton) => (
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              aria-label={t('course.editTitle', { title: r.title })}
              onClick={() => setEditing(r)}
            >
              <IconPencil size={16} />
            </ActionIcon>
            {deleteButton}
          </Group>
        )}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('course.liveSchedule')}>
        {editing && (
          <Stack>
            <TextInput
              label={t('editor.title')}
              required
              value={editing.title ?? ''}
              onChange={(e) => setEditing({ ...editing, title: e.currentTarget.value })}
              error={store.error?.field('title')}
            />
            <TextInput
              label={t('course.dateTime')}
              type="datetime-local"
              required
              value={editing.date_time ?? ''}
              onChange={(e) => setEditing({ ...editing, date_time: e.currentTarget.value })}
              error={store.error?.field('date_time')}
            />
            <TextInput
              label={t('course.liveStreamingUrl')}
              value={editing.streaming_url ?? ''}
              onChange={(e) => setEditing({ ...editing, streaming_url: e.currentTarget.value })}
              error={store.error?.field('streaming_url')}
            />
            <Button
              loading={store.isPending}
              onClick={() =>
                store.mutate({
                  body: {
                    course_id: courseId,
                    id: editing.id,
                    title: editing.title ?? '',
                    date_time: editing.date_time ?? '',
                    streaming_url: editing.streaming_url || null,
                  },
                })
              }
            >
              {t('editor.save')}
            </Button>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
