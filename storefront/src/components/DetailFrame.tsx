import { Anchor, Breadcrumbs, Container, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The shop's breadcrumbs: Home, then the trail to this page (the cart, a list, the page itself). */
export function HomeTrail({ mb, children }: { mb?: MantineSpacing; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs mb={mb}>
      <Anchor component={Link} href="/">
        {t('cart.home')}
      </Anchor>
      {children}
    </Breadcrumbs>
  );
}

/** The frame of a shop item's page (an event, a merchandise item): Home › the list › the item. */
export function DetailFrame({
  listHref,
  listLabel,
  children,
}: {
  listHref: string;
  listLabel: string;
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <HomeTrail mb="md">
        <Anchor component={Link} href={listHref}>
          {listLabel}
        </Anchor>
      </HomeTrail>
      {children}
    </Container>
  );
}
