import { useSession } from '@mahir/ui/api-context';
import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/i18n';
import { consentMessage, ResendConsentButton } from './ConsentRequest';

/**
 * On every page for a pupil under 18 whose guardian has not consented yet (issue 20): why buying and posting
 * are held, that free content stays open, and a way to ask again, rather than a refusal at the payment step.
 */
export function ConsentAwaitedNotice() {
  const { user } = useSession();
  const { t } = useTranslation();
  const { lang } = useLanguage();
  if (!user?.guardian_consent_needed) return null;
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
