import { Anchor, Container, type ContainerProps, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** What a sign-in or account page puts in its frame: a heading, a dimmed introduction and its form. */
export interface AuthFrameProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/**
 * The frame of the login and account pages: the heading, the introduction, the form in a bordered panel,
 * and below it `otherLink` beside the way back to the home page.
 */
export function AuthFrame({
  title,
  intro,
  children,
  container,
  otherLink,
}: AuthFrameProps & { container: ContainerProps; otherLink: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container {...container}>
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
        {otherLink}
        {' · '}
        <Anchor component={Link} href="/">
          {t('notFound.home')}
        </Anchor>
      </Text>
    </Container>
  );
}
