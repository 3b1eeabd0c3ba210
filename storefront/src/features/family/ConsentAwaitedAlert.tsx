import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/i18n';
import { consentMessage, ResendConsentButton } from './ConsentRequest';

/** The notice's body (ConsentAwaitedNotice.tsx): why buying and posting are held, and a way to ask again. */
export function ConsentAwaitedAlert() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <Container size="xl" pt="sm">
      <Alert
        color="yellow"
        title={t('family.consentTitle')}
        aria-label={t('family.consentLabel')}
        // Mantine's yellow title on the light yellow fill is below 4.5:1; the body's dark text is not.
        styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
      >
        <Stack gap="xs">
          <Text size="sm">
            {t('family.consentNeeded', { needed: consentMessage(lang, 'guardianConsentNeeded') })}{' '}
            <Anchor component={Link} href="/profile#guardians" size="sm">
              {t('family.myGuardiansLink')}
            </Anchor>
          </Text>
          <ResendConsentButton />
        </Stack>
      </Alert>
    </Container>
  );
}
