import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Any path the storefront does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="sm">
        <Title order={1}>404</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} href="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
