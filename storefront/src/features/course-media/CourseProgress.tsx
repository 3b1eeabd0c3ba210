import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The learner's progress through the course's modules, in percent. */
export function CourseProgress({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="course-progress">
      <Group justify="space-between">
        <Text size="sm" fw={600} id="course-progress-label">
          {t('media.progress')}
        </Text>
        <Text size="sm" fw={700} c="mahir.8" data-testid="course-progress-value">
          {value}%
        </Text>
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section value={value} aria-label={t('media.progressValue', { value })} />
      </Progress.Root>
    </Stack>
  );
}
