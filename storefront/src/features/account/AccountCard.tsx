import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

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
      <Title order={1} ta="center" fz={28}>
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" size="sm" ta="center" mt={4}>
          {intro}
        </Text>
      )}
      <Paper withBorder shadow="sm" p="xl" mt="lg" radius="md">
        {children}
      </Paper>
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
