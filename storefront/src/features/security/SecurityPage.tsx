import { useSession } from '@mahir/ui/api-context';
import { LoadingState } from '@mahir/ui/StateViews';
import { SessionsCard, TwoFactorCard } from '@mahir/ui/security';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RedirectTo } from '../../lib/RedirectTo';

/** `/account/security`: two-factor sign-in and "My sessions" of the signed-in account (issue 19). */
export function SecurityPage() {
  const { user, isLoading } = useSession();
  const { t } = useTranslation();
  if (isLoading) return <LoadingState />;
  if (!user) return <RedirectTo to="/login?redirect=/account/security" />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('security.title')}</Title>
          <Anchor component={Link} href="/profile" size="sm">
            {t('security.back')}
          </Anchor>
        </div>
        <TwoFactorCard />
        <SessionsCard />
      </Stack>
    </Container>
  );
}
