import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** "Unlink?" for either side of a family link: a guardian ending a child's, a pupil ending a guardian's. */
export function UnlinkModal({
  opened,
  onClose,
  onConfirm,
  pending,
  error,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  error?: string | null;
  /** What ending this link means, in both languages. */
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Nyahpaut / Unlink"
      closeButtonProps={{ 'aria-label': 'Tutup / Close' }}
    >
      <Stack>
        <Text>{children}</Text>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal / Cancel
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            Nyahpaut / Unlink
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
