import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useUiLanguage } from './language';

/** A server's success message in the green alert the spec asks for; dismissable. */
export function SuccessAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useUiLanguage();
  if (!message) return null;
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck size={18} />}
      withCloseButton
      closeButtonLabel={t('notice.dismiss')}
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}

/** The spec's "please subscribe" notice shown instead of a subscriber-only form. */
export function SubscribeNotice({ message }: { message: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
      <Text fw={600} size="sm">
        {message}
      </Text>
    </Alert>
  );
}
