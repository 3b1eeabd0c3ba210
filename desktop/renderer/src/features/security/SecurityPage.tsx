import { SessionsCard, TwoFactorCard } from '@mahir/ui/security';
import { Stack, Title } from '@mantine/core';

/** `/backoffice/account/security`: the signed-in person's two-factor sign-in and sessions (issue 19). */
export function SecurityPage() {
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} fz={26}>
        Account security
      </Title>
      <TwoFactorCard />
      <SessionsCard />
    </Stack>
  );
}
