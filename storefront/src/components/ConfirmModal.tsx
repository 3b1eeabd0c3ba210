import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A Yes/No confirmation; `onConfirm` runs on Yes, after which the modal closes. */
export function ConfirmModal({
  opened,
  title,
  message,
  onConfirm,
  onClose,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          color={color}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
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
