import { BACKOFFICE_ROLES, hasAnyRole } from '@mahir/shared';
import { LoadingState, useLogout, useSession } from '@mahir/ui';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Router } from 'wouter';
import { LoginScreen } from './features/auth/LoginScreen';
import { BackofficeShell } from './layout/BackofficeShell';
import { BackofficeRoutes } from './routes';

function NoAccess({ name }: { name: string }) {
  const logout = useLogout();
  return (
    <Center mih="100vh">
      <Stack align="center">
        <Title order={2}>No back-office access</Title>
        <Text c="dimmed">{name}, this account is for the Mahir storefront.</Text>
        <Button component="a" href="/">
          Go to the storefront
        </Button>
        <Button variant="subtle" onClick={() => logout.mutate({})}>
          Log out
        </Button>
      </Stack>
    </Center>
  );
}

/** The back office: login gate, then the shell with the pages of the user's roles. */
export function App() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingState />;
  if (!user) return <LoginScreen />;
  if (!hasAnyRole(user.roles, BACKOFFICE_ROLES)) return <NoAccess name={user.name} />;
  return (
    <Router base="/backoffice">
      <BackofficeShell user={user}>
        <BackofficeRoutes user={user} />
      </BackofficeShell>
    </Router>
  );
}
