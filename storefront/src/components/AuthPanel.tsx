import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A sign-in or account page's heading, its dimmed introduction and the bordered panel of its form. */
export function AuthPanel({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <>
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
    </>
  );
}
