import type { MyCourse } from '@mahir/shared';
import { Anchor, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CardPicture } from '../../components/CardPicture';

/** Where access came from, as catalogue keys under `myCourses.source`. */
const SOURCES = ['paid', 'free', 'package', 'student', 'access_code', 'business'];

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (status === 'pending_cancellation')
    return (
      <Badge color="red.9" variant="outline">
        {t('myCourses.pendingCancellation')}
      </Badge>
    );
  return (
    <Badge color="mahir.8" variant="outline">
      {t('myCourses.active')}
    </Badge>
  );
}

/** One subscribed course: banner, title, progress with percent, status and where the access came from. */
export function MyCourseCard({ course }: { course: MyCourse }) {
  const { t } = useTranslation();
  return (
    <Card padding="md" component="article" aria-labelledby={`my-course-${course.id}`}>
      {course.banner ? (
        <CardPicture src={course.banner} height={160} cardWidth={400} />
      ) : (
        <Card.Section>
          <div style={{ height: 160, background: 'var(--mantine-color-mahir-0)' }} />
        </Card.Section>
      )}
      <Stack gap="xs" mt="sm">
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {course.category_name}
          </Text>
          <StatusBadge status={course.status} />
        </Group>
        <Anchor
          component={Link}
          href={course.url}
          fw={700}
          c="dark"
          id={`my-course-${course.id}`}
          style={{ overflowWrap: 'anywhere' }}
        >
          {course.title}
        </Anchor>
        {course.total_modules > 0 ? (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {course.watched_modules}/{course.total_modules} modul
              </Text>
              <Text size="sm" fw={700}>
                {course.progress}%
              </Text>
            </Group>
            <Progress
              value={course.progress}
              aria-label={t('myCourses.progressOf', { title: course.title })}
            />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`myCourses.kind.${course.kind}`)}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {SOURCES.includes(course.source) ? t(`myCourses.source.${course.source}`) : course.source}
          </Text>
          {course.next_payment_date && (
            <Text size="xs" c="dimmed">
              Bayaran seterusnya: {course.next_payment_date.slice(0, 10)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
