import { type AuthUser, initials } from '@mahir/shared';
import { LoadingState, useLogout } from '@mahir/ui';
import {
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { CancellationBadge } from '../features/approvals/CancellationBadge';
import { navFor } from './nav';

/** The back-office frame: a dense sidebar by role, a header with the user, and the page. */
export function BackofficeShell({ user, children }: { user: AuthUser; children: ReactNode }) {
  const [opened, { toggle }] = useDisclosure();
  const [location] = useLocation();
  const logout = useLogout();
  const { t } = useTranslation();

  return (
    <AppShell
      header={{ height: 52 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="xs">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('shell.menu')} />
            <img src="/backoffice/favicon.svg" alt="" width={26} height={26} />
            <Title order={1} fz="md">
              {t('shell.title')}
            </Title>
          </Group>
          <Group gap="sm">
            <LanguageSwitch />
            {user.roles.map((r) => (
              <Badge key={r} variant="light" size="sm">
                {t(`role.${r}`)}
              </Badge>
            ))}
            <Avatar size={30} radius="xl" color="mahir" src={user.avatar} alt={user.name}>
              {initials(user.name)}
            </Avatar>
            <Text size="sm" visibleFrom="md">
              {user.name}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconLogout size={14} />}
              onClick={() => logout.mutate({})}
              loading={logout.isPending}
            >
              {t('shell.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('shell.nav')}>
        <ScrollArea>
          <Stack gap={2}>
            {navFor(user.roles).map((item) => (
              <NavLink
                key={item.href}
                component={Link}
                href={item.href}
                label={t(`nav.${item.labelKey}`)}
                leftSection={<item.icon size={16} />}
                rightSection={item.badge === 'cancellations' ? <CancellationBadge /> : undefined}
                active={item.href === '/' ? location === '/' : location.startsWith(item.href)}
              />
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        {/* Each screen is its own chunk (lazyPage): the shell stays while one loads. */}
        <Suspense fallback={<LoadingState />}>{children}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
