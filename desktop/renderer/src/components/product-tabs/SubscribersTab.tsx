import type { SubscriberView } from '@mahir/shared/contract/tutor-course.contract';
import { EmptyState } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { Avatar, Group, Progress, Text } from '@mantine/core';
import type { z } from 'zod';

/** Students / Subscribers: initials, full name, username, subscribed courses and video-watched progress. */
export function SubscribersTab({
  subscribers,
  showProgress = true,
}: {
  subscribers: z.infer<typeof SubscriberView>[];
  showProgress?: boolean;
}) {
  if (subscribers.length === 0) return <EmptyState />;
  return (
    <DataTable
      striped
      aria-label="Subscribers"
      rows={subscribers}
      rowKey={(s) => s.user.id}
      columns={[
        {
          header: 'Name',
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
        { header: 'Username', cell: (s) => s.user.username },
        { header: 'Subscribed Courses', cell: (s) => s.subscribed_courses },
        showProgress && {
          header: 'Video Watched',
          td: { w: 180 },
          cell: (s) => (
            <Group gap="xs" wrap="nowrap">
              <Progress value={s.video_watched_percentage} style={{ flex: 1 }} aria-label="Video watched" />
              <Text size="xs">{s.video_watched_percentage}%</Text>
            </Group>
          ),
        },
      ]}
    />
  );
}
