import { Group, Progress, Stack, Text } from '@mantine/core';

/** The learner's progress through the course's modules, in percent. */
export function CourseProgress({ value }: { value: number }) {
  return (
    <Stack gap={4} data-testid="course-progress">
      <Group justify="space-between">
        <Text size="sm" fw={600} id="course-progress-label">
          Kemajuan anda
        </Text>
        <Text size="sm" fw={700} c="mahir.8" data-testid="course-progress-value">
          {value}%
        </Text>
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section value={value} aria-label={`Kemajuan anda: ${value}%`} />
      </Progress.Root>
    </Stack>
  );
}
