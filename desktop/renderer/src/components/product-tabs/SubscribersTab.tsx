import type { SubscriberView } from '@mahir/shared/contract/tutor-course.contract';
import { EmptyState } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { Avatar, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** Students / Subscribers: initials, full name, username, subscribed courses and video-watched progress. */
export function SubscribersTab({
  subscribers,
  showProgress = true,
}: {
  subscribers: z.infer<typeof SubscriberView>[];
  showProgress?: boolean;
}) {
  const { t } = useTranslation();
  if (subscribers.length === 0) return <EmptyState />;
  return (
    <DataTable
      striped
      aria-label={t('productTabs.subscribers')}
      rows={subscribers}
      rowKey={(s) => s.user.id}
      columns={[
        {
          header: t('productTabs.name'),
          cell: (s) => (
            <Group gap="xs" wrap="nowrap">
              <Avatar size={28} radius="xl" color="mahir">
                {s.initials}
              </Avatar>
              <Text size="sm">
                {[s.user.first_name, s.user.last_name].filter(Boolean).join(' ') || s.user.name}
              </Text>
            </Group>
          ),
        },
        { header: t('productTabs.username'), cell: (s) => s.user.username },
        { header: t('productTabs.subscribedCourses'), cell: (s) => s.subscribed_courses },
        showProgress && {
          header: t('productTabs.videoWatched'),
          td: { w: 180 },
          cell: (s) => (
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={s.video_watched_percentage}
                style={{ flex: 1 }}
                aria-label={t('productTabs.videoWatchedLabel')}
              />
              <Text size="xs">{s.video_watched_percentage}%</Text>
            </Group>
          ),
        },
      ]}
    />
  );
}
