import { BACKOFFICE_ROLES } from '@mahir/shared/constants';
import { hasAnyRole } from '@mahir/shared/rules/roles';
import { LoadingState, useLogout, useSession } from '@mahir/ui';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './components/LanguageSwitch';
import { LoginScreen } from './features/auth/LoginScreen';

// The shell, the screens and the rest of the design system's styles load only once someone has logged in:
// the login's first load carries the login alone (docs/reach.md).
const Backoffice = lazy(() => import('./Backoffice'));

function NoAccess({ name }: { name: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Center mih="100vh">
      <Stack align="center">
        <LanguageSwitch />
        <Title order={2}>{t('noAccess.title')}</Title>
        <Text c="dimmed">{t('noAccess.text', { name })}</Text>
        <Button component="a" href="/">
          {t('noAccess.storefront')}
        </Button>
        <Button variant="subtle" onClick={() => logout.mutate({})}>
          {t('shell.logout')}
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
    <Suspense fallback={<LoadingState />}>
      <Backoffice user={user} />
    </Suspense>
  );
}
