import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { useSession } from '@mahir/ui/api-context';
import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { ResendConsentButton } from './ConsentRequest';

/**
 * On every page for a pupil under 18 whose guardian has not consented yet (issue 20): why buying and posting
 * are held, that free content stays open, and a way to ask again, rather than a refusal at the payment step.
 */
export function ConsentAwaitedNotice() {
  const { user } = useSession();
  if (!user?.guardian_consent_needed) return null;
  return (
    <Container size="xl" pt="sm">
      <Alert
        color="yellow"
        title="Menunggu persetujuan ibu bapa/penjaga · Waiting for your parent's or guardian's consent"
        aria-label="Persetujuan penjaga / Guardian's consent"
        // Mantine's yellow title on the light yellow fill is below 4.5:1; the body's dark text is not.
        styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
      >
        <Stack gap="xs">
          <Text size="sm">
            {ACCOUNT_MSG.ms.guardianConsentNeeded} {ACCOUNT_MSG.en.guardianConsentNeeded} Anda masih boleh
            melayari dan belajar kandungan percuma. You can still browse and learn free content.{' '}
            <Anchor component={Link} href="/profile#guardians" size="sm">
              Penjaga saya / My guardians
            </Anchor>
          </Text>
          <ResendConsentButton />
        </Stack>
      </Alert>
    </Container>
  );
}
