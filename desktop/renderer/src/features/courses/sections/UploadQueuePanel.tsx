import { formatSize } from '@mahir/shared/rules/text';
import { Badge, Button, Card, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from '../use-upload-queue';

const COLORS: Record<QueueItem['status'], string> = {
  queued: 'gray',
  uploading: 'blue',
  paused: 'indigo',
  done: 'mahir',
  failed: 'red',
};

/** The bulk-upload queue: each file's progress and state with pause, resume and retry, and the overall progress. */
export function UploadQueuePanel({
  items,
  overall,
  onPause,
  onResume,
  onRetry,
  onClear,
}: {
  items: QueueItem[];
  overall: number;
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  onRetry: (key: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const done = items.filter((i) => i.status === 'done').length;
  return (
    <Card data-testid="upload-queue">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('course.queueTitle', { done, total: items.length })}</Text>
        <Button size="xs" variant="subtle" onClick={onClear} disabled={done !== items.length}>
          {t('course.clear')}
        </Button>
      </Group>
      <Progress value={overall} mb={4} aria-label={t('course.overallProgress')} />
      <Text size="xs" mb="sm" data-testid="queue-overall">
        {overall}%
      </Text>
      <Table>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={i.key}>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{i.path}</Text>
                  <Progress
                    size="xs"
                    value={i.size ? (i.sent / i.size) * 100 : 0}
                    aria-label={t('course.fileProgress', { name: i.name })}
                  />
                  {i.message && (
                    <Text size="xs" c="red.9">
                      {i.message}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td w={90}>{formatSize(i.size)}</Table.Td>
              <Table.Td w={100}>
                <Badge color={`${COLORS[i.status]}.9`}>{t(`course.queueStatus.${i.status}`)}</Badge>
              </Table.Td>
              <Table.Td w={110}>
                {i.status === 'uploading' && (
                  <Button size="xs" variant="default" onClick={() => onPause(i.key)}>
                    {t('course.pause')}
                  </Button>
                )}
                {i.status === 'paused' && (
                  <Button size="xs" variant="default" onClick={() => onResume(i.key)}>
                    {t('course.resume')}
                  </Button>
                )}
                {i.status === 'failed' && (
                  <Button size="xs" variant="default" onClick={() => onRetry(i.key)}>
                    {t('course.retry')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
