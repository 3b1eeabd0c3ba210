import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  /** What ending this link means. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('common.unlink')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
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
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {t('common.unlink')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
