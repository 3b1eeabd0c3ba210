import { Anchor, Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AuthPanel } from '../../components/AuthPanel';

/** The frame of the account pages (sign-up, verification, password recovery), like the login page's. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Container size={480} py={48} px="md">
      <AuthPanel title={title} intro={intro}>
        {children}
      </AuthPanel>
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} href="/login">
          Log Masuk
        </Anchor>
        {' · '}
        <Anchor component={Link} href="/">
          Kembali ke laman utama
        </Anchor>
      </Text>
    </Container>
  );
}
