import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { inLanguage } from '@mahir/shared/bilingual';
import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { useApiMutation } from '@mahir/ui/api-context';
import { routes } from '@mahir/ui/routes';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';

/** An account message about consent in the chosen language; with none, Malay then English as the spec shows it. */
export function consentMessage(
  lang: UiLanguage | null,
  key: 'guardianConsentNeeded' | 'guardianConsentRequested',
): string {
  return lang ? inLanguage(ACCOUNT_MSG, lang)[key] : `${ACCOUNT_MSG.ms[key]} ${ACCOUNT_MSG.en[key]}`;
}

/** "Send the request again" for a pupil who waits for a guardian's consent (the mail was lost or expired). */
export function ResendConsentButton() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
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
        {t('family.resend')}
      </Button>
      {sentTo && (
        <Text size="sm" role="status">
          {t('family.requested', {
            requested: consentMessage(lang, 'guardianConsentRequested'),
            email: sentTo,
          })}
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
