import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A Yes/No confirmation with the spec's wording. */
export function ConfirmModal({
  opened,
  title,
  message,
  onYes,
  onClose,
  loading,
  children,
}: {
  opened: boolean;
  title?: string;
  message: string;
  onYes: () => void;
  onClose: () => void;
  loading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('common.confirmation')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="md">{message}</Text>
      {children}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.no')}
        </Button>
        <Button onClick={onYes} loading={loading}>
          {t('common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}

/** State of one confirmation: ask with a message and what to do on Yes. */
export function useConfirm() {
  const [pending, setPending] = useState<{ message: string; title?: string; onYes: () => void } | null>(null);
  return {
    ask: (message: string, onYes: () => void, title?: string) => setPending({ message, onYes, title }),
    modal: (
      <ConfirmModal
        opened={pending !== null}
        title={pending?.title}
        message={pending?.message ?? ''}
        onClose={() => setPending(null)}
        onYes={() => {
          const run = pending?.onYes;
          setPending(null);
          run?.();
        }}
      />
    ),
  };
}
