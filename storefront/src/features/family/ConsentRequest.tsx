import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

/** "Send the request again" for a pupil who waits for a guardian's consent (the mail was lost or expired). */
export function ResendConsentButton() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resend = useApiMutation(routes.family.resendConsent, {
    onSuccess: ({ data }) => setSentTo(data.email),
  });
  return (
    <Group gap="sm" align="center">
      <Button
        size="xs"
        variant="white"
        color="dark"
        loading={resend.isPending}
        onClick={() => resend.mutate({})}
      >
        Hantar semula permintaan / Send the request again
      </Button>
      {sentTo && (
        <Text size="sm" role="status">
          {ACCOUNT_MSG.ms.guardianConsentRequested} {ACCOUNT_MSG.en.guardianConsentRequested} ({sentTo})
        </Text>
      )}
      {resend.error && (
        <Text size="sm" c="red.9" role="alert">
          {resend.error.message}
        </Text>
      )}
    </Group>
  );
}
