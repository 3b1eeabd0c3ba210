import { ActionIcon, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled, IconLock, IconPlayerPlayFilled } from '@tabler/icons-react';

/** The lock shown in place of a play or download button for users who may not have the item. */
export function LockIcon({ label = 'Dikunci: untuk pelanggan sahaja' }: { label?: string }) {
  return (
    <Tooltip label={label} withArrow>
      <ThemeIcon variant="light" color="gray" size={28} radius="xl" aria-label={label} role="img">
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
