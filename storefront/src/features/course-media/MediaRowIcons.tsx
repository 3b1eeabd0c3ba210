import { ActionIcon, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { type IconBook, IconCircleCheckFilled, IconLock, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The lock shown in place of a play or download button for users who may not have the item. */
export function LockIcon({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={label ?? t('media.locked')} withArrow>
      <ThemeIcon
        variant="light"
        color="gray"
        size={28}
        radius="xl"
        aria-label={label ?? t('media.locked')}
        role="img"
      >
        <IconLock size={15} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}

/** A round play button. */
export function PlayButton({
  label,
  onClick,
  loading,
  active,
}: {
  label: string;
  onClick: () => void;
  loading?: boolean;
  active?: boolean;
}) {
  return (
    <ActionIcon
      variant={active ? 'filled' : 'light'}
      radius="xl"
      size={28}
      onClick={onClick}
      loading={loading}
      aria-label={label}
      aria-pressed={active}
    >
      <IconPlayerPlayFilled size={14} aria-hidden />
    </ActionIcon>
  );
}

/** The tick of a watched module or a submitted quiz. */
export function DoneTick({ label }: { label: string }) {
  return (
    <IconCircleCheckFilled
      size={20}
      color="var(--mantine-color-mahir-7)"
      role="img"
      aria-label={label}
      data-testid="done-tick"
    />
  );
}

/** A file's row title: its icon, its title, and its type and size ('PDF · 2.1 MB'). */
export function FileTitle({
  icon: Icon,
  title,
  extension,
  sizeName,
}: {
  icon: typeof IconBook;
  title: string;
  extension: string;
  sizeName: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Icon size={20} aria-hidden color="var(--mantine-color-mahir-7)" />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {extension.toUpperCase()} · {sizeName}
        </Text>
      </Stack>
    </Group>
  );
}
