import { Avatar, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A learner's post (a question, a reply, a review): who and when, then what; `badge` sits by the name. */
export function Post({
  avatar,
  name,
  when,
  text,
  badge,
}: {
  avatar: string | null;
  name: string;
  when: string;
  text: string;
  badge?: ReactNode;
}) {
  return (
    <>
      <Group gap="xs">
        <Avatar src={avatar} size={28} radius="xl" alt="" />
        <Text fw={600} size="sm">
          {name}
        </Text>
        {badge}
        <Text size="xs" c="dimmed">
          {when}
        </Text>
      </Group>
      <Text size="sm" mt={4}>
        {text}
      </Text>
    </>
  );
}
