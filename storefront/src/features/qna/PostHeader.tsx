import { initials } from '@mahir/shared';
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Who posted and when: avatar (picture or the name's first two characters), name and readable time. */
export function PostHeader({
  name,
  avatar,
  posted,
  isTutor = false,
  size = 40,
}: {
  name: string;
  avatar: string | null;
  posted: string;
  isTutor?: boolean;
  size?: number;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Avatar src={avatar} alt={name} size={size} radius="xl" color="mahir">
        {initials(name)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {isTutor && (
            <Badge size="xs" variant="light">
              {t('qna.tutor')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {posted}
        </Text>
      </Stack>
    </Group>
  );
}
