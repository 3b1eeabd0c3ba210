import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Textarea
          label={t('common.reason')}
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
            {t('common.cancel')}
          </Button>
          <Button color="red" disabled={!reason.trim() || busy} onClick={onSubmit}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
