import { useSession } from '@mahir/ui/api-context';
import { Anchor, Burger, Button, Container, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
// The notice's own file, not the feature's index: the index also brings the guardians card and its modal,
// which the first page would then load (docs/performance.md, first-page JavaScript).
import { ConsentAwaitedNotice } from '../features/family/ConsentAwaitedNotice';
import { OfflineSync } from '../features/offline/OfflineSync';
import { AppRoutes } from '../routes';
import { CartButton } from './CartButton';
import { LanguageSwitch } from './LanguageSwitch';
import { OfflineNotice } from './OfflineNotice';

import classes from './StoreLayout.module.css';

const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/**
 * Catalogue entry points in the header, by category name (spec 001 §1); `label` is the spec's text, which
 * the catalogue's `key` shows when no language is chosen (i18n/spec.json).
 */
export const NAV_LINKS = [
  { to: '/kursus/tutor', label: 'Mahir Tutor', key: 'nav.tutor' },
  { to: '/packages', label: 'Pakej', key: 'nav.packages' },
  { to: '/kursus/all', label: 'Kursus', key: 'nav.courses' },
  { to: '/kursus/ebook', label: 'Ebook', key: 'nav.ebook' },
  { to: '/kursus/audiobook', label: 'Audio Book', key: 'nav.audiobook' },
  { to: '/kursus/stok-foto', label: 'Stok Foto', key: 'nav.stockPhoto' },
  { to: '/events', label: 'Events', key: 'nav.events' },
  { to: '/merchandise', label: 'Merchandise', key: 'nav.merchandise' },
  { to: '/mahir-coins', label: 'Mahir Coins', key: 'nav.coins' },
] as const;

/**
 * The storefront shell: header with catalogue links, cart and account; the phone menu; footer. Plain markup
 * rather than Mantine's AppShell: AppShell sets state in layout effects as it mounts (its id and resize
 * flag), and that update, landing above the routes while they are still being hydrated, made React hydrate
 * the whole screen in one blocking task instead of in slices.
 */
export function StoreLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user } = useSession();
  const [pathname] = useLocation();
  const { t } = useTranslation();

  return (
    <div className={classes.shell}>
      <header className={classes.header} data-app-header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('header.menu')}
                aria-expanded={opened}
                aria-controls="mobile-menu"
              />
              <Anchor
                component={Link}
                href="/"
                className={classes.logo}
                underline="never"
                aria-label={t('header.home')}
              >
                <img src="/favicon.svg" alt="" width={32} height={32} />
                <span>Mahir</span>
              </Anchor>
              <Group gap={4} visibleFrom="sm" component="nav" aria-label={t('header.categories')}>
                {NAV_LINKS.map((l) => (
                  <Anchor
                    key={l.to}
                    component={Link}
                    href={l.to}
                    className={classes.link}
                    data-active={pathname.startsWith(l.to) || undefined}
                  >
                    {t(l.key)}
                  </Anchor>
                ))}
              </Group>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch />
              <CartButton />
              {user ? (
                <Suspense fallback={null}>
                  <AccountMenu user={user} />
                </Suspense>
              ) : (
                <Button component={Link} href="/login" size="sm">
                  {t('header.login')}
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </header>
      <nav
        id="mobile-menu"
        className={classes.mobileNav}
        aria-label={t('header.mobileMenu')}
        hidden={!opened}
        data-app-nav
      >
        {NAV_LINKS.map((l) => (
          <NavLink
            key={l.to}
            component={Link}
            href={l.to}
            label={t(l.key)}
            onClick={close}
            active={pathname.startsWith(l.to)}
          />
        ))}
      </nav>
      <main data-app-main className={classes.main}>
        <OfflineNotice />
        <OfflineSync />
        <ConsentAwaitedNotice />
        <AppRoutes />
      </main>
      <footer className={classes.footer}>
        <Container size="xl">
          <Stack gap={4}>
            <Text fw={700}>Mahir</Text>
            <Text size="sm" c="dimmed">
              {t('footer.about')}
            </Text>
            <Anchor component={Link} href="/reseller/register" size="sm">
              {t('footer.reseller')}
            </Anchor>
            <Text size="xs" c="dimmed">
              © {new Date().getFullYear()} Mahir Sdn. Bhd.
            </Text>
          </Stack>
        </Container>
      </footer>
    </div>
  );
}
