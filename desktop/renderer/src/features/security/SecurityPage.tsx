import type { AuthUser } from '@mahir/shared';
import { SessionsCard, TwoFactorCard, TwoFactorSettingCard } from '@mahir/ui/security';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * `/backoffice/account/security`: the signed-in person's two-factor sign-in and sessions, and for admins the
 * setting that requires a second factor of admins and tutors (issue 19).
 */
export function SecurityPage({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} fz={26}>
        {t('security.title')}
      </Title>
      <TwoFactorCard />
      <SessionsCard />
      {user.roles.includes('admin') && <TwoFactorSettingCard />}
    </Stack>
  );
}
