import { Button, Group, Modal, Text } from '@mantine/core';

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
