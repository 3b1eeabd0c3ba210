import { Anchor, Breadcrumbs, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

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
      <Breadcrumbs mb="md">
        <Anchor component={Link} href="/">
          Home
        </Anchor>
        <Anchor component={Link} href={listHref}>
          {listLabel}
        </Anchor>
      </Breadcrumbs>
      {children}
    </Container>
  );
}
