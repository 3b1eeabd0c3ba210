import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A Yes/No confirmation; `onConfirm` runs on Yes, after which the modal closes. */
export function ConfirmModal({
  opened,
  title,
  message,
  onConfirm,
  onClose,
  confirmLabel,
  cancelLabel,
  color = 'red.9',
}: {
  opened: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  color?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="sm"
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {cancelLabel ?? t('confirm.no')}
        </Button>
        <Button
          color={color}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel ?? t('confirm.yes')}
        </Button>
      </Group>
    </Modal>
  );
}

/** A button that asks first: a click opens the Yes/No confirmation, and Yes runs `onConfirm`. */
export function ConfirmedButton({
  title,
  message,
  onConfirm,
  children,
  ...button
}: ButtonProps & { title: string; message: string; onConfirm: () => void; children: ReactNode }) {
  const [confirming, confirm] = useDisclosure(false);
  return (
    <>
      <Button {...button} onClick={confirm.open}>
        {children}
      </Button>
      <ConfirmModal
        opened={confirming}
        onClose={confirm.close}
        title={title}
        message={message}
        onConfirm={onConfirm}
      />
    </>
  );
}
