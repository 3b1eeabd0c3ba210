import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';

/** Asks why something is refused (an applicant declined, a course rejected): a required reason, Cancel, the action. */
export function ReasonModal({
  opened,
  title,
  action,
  reason,
  onReasonChange,
  maxLength,
  error,
  busy,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  /** The refusing button's label ('Decline', 'Reject'). */
  action: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  maxLength?: number;
  error?: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          maxLength={maxLength}
          value={reason}
          onChange={(e) => onReasonChange(e.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" disabled={!reason.trim() || busy} onClick={onSubmit}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
