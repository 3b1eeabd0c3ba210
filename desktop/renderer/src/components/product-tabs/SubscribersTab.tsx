import type { SubscriberView } from '@mahir/shared/contract/tutor-course.contract';
import { EmptyState } from '@mahir/ui';
import { Avatar, Group, Progress, Table, Text } from '@mantine/core';
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
    <Table striped aria-label="Subscribers">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Username</Table.Th>
          <Table.Th>Subscribed Courses</Table.Th>
          {showProgress && <Table.Th>Video Watched</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {subscribers.map((s) => (
          <Table.Tr key={s.user.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Avatar size={28} radius="xl" color="mahir">
                  {s.initials}
                </Avatar>
                <Text size="sm">
                  {[s.user.first_name, s.user.last_name].filter(Boolean).join(' ') || s.user.name}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>{s.user.username}</Table.Td>
            <Table.Td>{s.subscribed_courses}</Table.Td>
            {showProgress && (
              <Table.Td w={180}>
                <Group gap="xs" wrap="nowrap">
                  <Progress
                    value={s.video_watched_percentage}
                    style={{ flex: 1 }}
                    aria-label="Video watched"
                  />
                  <Text size="xs">{s.video_watched_percentage}%</Text>
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
